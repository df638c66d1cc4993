/** A JSON request to one of our routes; the caller reads the answer (readAnswer, readRefusal). */
export const sendJson = (url: string, method: 'POST' | 'PATCH' | 'DELETE', value: unknown) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  })
