import type { z } from 'zod'

import { escapeHtml } from '@/lib/html/escapeHtml'
import { PRIVATE_NO_STORE } from './cacheControl'

/** Every refusal our routes and Payload's closed API give: `{ error, field? }`, never cached, never a stack. */
export const jsonError = (
  status: number,
  error: string,
  field?: string,
  headers: Record<string, string> = {},
) =>
  Response.json(
    { error, ...(field ? { field } : {}) },
    { status, headers: { 'Cache-Control': PRIVATE_NO_STORE, ...headers } },
  )

export const NOT_ALLOWED = 'You are not allowed to perform this action.'

/** A refusal a domain throws on purpose; each names its own subclass and recognises it with errorNamed. */
export class RequestRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
  }
}

type Refusal = { status: number; message: string; field?: string }

/** withCustomer's `knownErrors` for a domain's own refusals, answered with their status and sentence. */
export const answerRefusals =
  (isRefusal: (error: unknown) => error is Refusal) =>
  (error: unknown): Response | undefined =>
    isRefusal(error) ? jsonError(error.status, error.message, error.field) : undefined

/** The 400 for a body its schema refused: the first problem (or `fallback`), about its field. */
export function schemaRefusal(error: z.ZodError, fallback: string, field?: string) {
  const issue = error.issues[0]
  const named = issue?.path[0]
  return jsonError(400, issue?.message ?? fallback, typeof named === 'string' ? named : field)
}

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`)

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

/** 303 after a form POST, so plain HTML forms work without JavaScript (a path here, or Stripe's URL). */
export const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': PRIVATE_NO_STORE },
  })
