import { escapeHtml } from '@/lib/html/escapeHtml'
import { PRIVATE_NO_STORE } from './cacheControl'

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`)

/** 429 for API clients: JSON with the wait in words and in Retry-After. */
export function tooManyRequestsJson(retryAfterSeconds: number, what: string): Response {
  return Response.json(
    {
      error: `Too many ${what}. Please wait ${seconds(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': PRIVATE_NO_STORE },
    },
  )
}

/** 429 for a browser that posted a form or followed a link: a readable page with a way back. */
export function tooManyRequestsPage(
  retryAfterSeconds: number,
  what: string,
  back: { href: string; label: string },
): Response {
  const message = `Too many ${what} in a short time. Please wait ${seconds(retryAfterSeconds)} and try again.`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Please wait a moment · Roomwise</title></head>
<body><main><h1>Please wait a moment</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>
`
  return new Response(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': PRIVATE_NO_STORE,
    },
  })
}
