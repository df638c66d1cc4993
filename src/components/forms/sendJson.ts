export const sendJson = (url: string, method: 'POST' | 'PATCH' | 'DELETE', value: unknown) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  })
