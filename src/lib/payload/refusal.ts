/** A refusal in Payload's own error shape (`{ errors: [{ message }] }`), never cached. */
export const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
