import type { AfterErrorHook } from 'payload'

/**
 * Payload parses a multipart form's `_payload` field with a bare `JSON.parse`, so a form whose
 * `_payload` is not JSON surfaces as a SyntaxError and Payload answers 500 "An unknown error
 * occurred." (found by the fuzz pass). The client sent it, so it is a 400 with a message that
 * says what to fix. Registered in payload.config.ts `hooks.afterError`.
 */
export const jsonSyntaxIsClientError: AfterErrorHook = ({ error, result }) => {
  if (!(error instanceof SyntaxError) || !result) return
  return { response: { errors: [{ message: 'The request body is not valid JSON.' }] }, status: 400 }
}
