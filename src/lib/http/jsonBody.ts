/** A route's JSON body as a value, or undefined when it is not JSON at all (then the schema refuses it). */
export function jsonBody(body: Uint8Array<ArrayBuffer>): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body))
  } catch {
    return undefined
  }
}
