/** A refusal in Payload's own error shape (`{ errors: [{ message }] }`), never cached. */
export const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** Payload's own words for a request its access rules refuse. */
export const NOT_ALLOWED = 'You are not allowed to perform this action.'
