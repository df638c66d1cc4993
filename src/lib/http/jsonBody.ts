/** A route's JSON body as a value, or undefined when it is not JSON at all (then the schema refuses it). */
export function jsonBody(body: Uint8Array<ArrayBuffer>): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body))
  } catch {
    return undefined
  }
}

/** What a JSON route tells a body that is not a JSON object (not JSON at all, a list, a string). */
export const NOT_A_JSON_OBJECT =
  'This request could not be read: send its fields as a JSON object. Reload the page and try again.'
