import type { AfterErrorHook, Config } from 'payload'

import { isBadNumberFromDatabase, isQueryTimeoutFromDatabase } from '@/lib/db/databaseErrors'
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/http/requestId'

/**
 * How Payload's REST and GraphQL errors are logged and answered.
 *
 * Payload logs every error through `logError` before our `afterError` hook runs, at the level its
 * `loggingLevels` config gives the error's *name* (3.89 already lowers Forbidden, NotFound, Locked,
 * MissingFile and ValidationError to `info`, without the stack). Two names hide the status:
 * every GraphQL error is a `GraphQLError` (so a plain 403 through GraphQL was logged at ERROR with
 * a stack), and `APIError` is used for 400s and 500s alike. Those two are silenced here and
 * logged by `reportPayloadError` by their real status: refusals (< 500) at info with no stack, real
 * failures at error with the stack and the request id. Every error response carries that id
 * (header and body), so a person's report leads to the log line.
 */
export const loggingLevels: Config['loggingLevels'] = {
  UnauthorizedError: 'info',
  AuthenticationError: 'info',
  QueryError: 'info',
  UnverifiedEmail: 'info',
  LockedAuth: 'info',
  // A slug another document has (src/fields/slug.ts): the editor's to change.
  SlugTaken: 'info',
  // Payload parses a multipart form's `_payload` with a bare JSON.parse: the client's mistake.
  SyntaxError: 'info',
  APIError: false,
  GraphQLError: false,
} as Config['loggingLevels'] // the type lists only some of Payload's error names

const SILENCED = new Set(['APIError', 'GraphQLError'])

type WithStatus = { status?: unknown; originalError?: { status?: unknown; name?: unknown } }

export const BAD_JSON_MESSAGE = 'The request body is not valid JSON.'

export const QUERY_TIMEOUT_MESSAGE =
  'This query took too long: narrow it (fewer or simpler conditions, no leading wildcards) and try again.'

export const BAD_NUMBER_MESSAGE =
  'A number in this request is not one we can look up (too large, or not a whole number). Check the address or query and try again.'

function statusOf(error: Error): number {
  const own = error as WithStatus
  const status = own.originalError?.status ?? own.status
  if (typeof status === 'number' && status >= 400 && status < 600) return status
  if (error instanceof SyntaxError) return 400
  if (isQueryTimeoutFromDatabase(error) || isQueryTimeoutFromDatabase(own.originalError)) return 400
  return isBadNumberFromDatabase(error) || isBadNumberFromDatabase(own.originalError) ? 400 : 500
}

type Answered = NonNullable<Parameters<AfterErrorHook>[0]['result']>['errors']

/**
 * A ValidationError's answer (or another refusal's with `data.errors`, such as SlugTaken) carries
 * each field's path and message, which the admin panel shows beside the fields. Payload's
 * formatErrors adds it only when the error is an `instanceof` its ValidationError or APIError,
 * which in our Next build it is not: the answers held the message alone ("The following field is
 * invalid: slug"), and editors saw no field marked. It is put back from the error itself.
 */
function withFieldErrors(error: Error, errors: Answered): Answered {
  const data = (error as { data?: { errors?: unknown } }).data
  const [only] = errors ?? []
  if (statusOf(error) !== 400 || !Array.isArray(data?.errors) || errors?.length !== 1) return errors
  return only && !('data' in only) ? [{ ...only, name: error.name, data }] : errors
}

export const reportPayloadError: AfterErrorHook = ({ error, req, result, graphqlResult }) => {
  const requestId = requestIdOf(req.headers)
  const status = statusOf(error)
  const name = String((error as WithStatus).originalError?.name ?? error.name)
  const where = `${req.method ?? 'GET'} ${req.url ? new URL(req.url).pathname : ''}`
  const badNumber =
    status === 400 &&
    (isBadNumberFromDatabase(error) || isBadNumberFromDatabase((error as WithStatus).originalError))
  const timedOut =
    status === 400 &&
    (isQueryTimeoutFromDatabase(error) ||
      isQueryTimeoutFromDatabase((error as WithStatus).originalError))
  if (timedOut) {
    req.payload.logger.warn({
      requestId,
      msg: `${where} refused (400): the query hit the database statement timeout`,
    })
  } else if (status < 500) {
    req.payload.logger.info({
      requestId,
      msg: `${where} refused (${status} ${name}): ${badNumber ? 'number out of range' : error.message}`,
    })
  } else if (SILENCED.has(error.name)) {
    req.payload.logger.error({ err: error, requestId, msg: `${where} failed` })
  } else {
    // Payload has just logged this error with its stack; this line ties it to the request id.
    req.payload.logger.error({
      requestId,
      msg: `${where} failed (500, logged above): ${error.message.split('\n')[0]!.slice(0, 200)}`,
    })
  }
  const headers = req.responseHeaders ?? new Headers()
  headers.set(REQUEST_ID_HEADER, requestId)
  req.responseHeaders = headers
  if (graphqlResult) {
    const message = badNumber ? BAD_NUMBER_MESSAGE : timedOut ? QUERY_TIMEOUT_MESSAGE : undefined
    return {
      graphqlResult: {
        ...graphqlResult,
        ...(message ? { message } : {}),
        extensions: { ...graphqlResult.extensions, requestId },
      },
    }
  }
  const badJson = error instanceof SyntaxError
  const errors = badNumber
    ? [{ message: BAD_NUMBER_MESSAGE }]
    : timedOut
      ? [{ message: QUERY_TIMEOUT_MESSAGE }]
      : badJson
        ? [{ message: BAD_JSON_MESSAGE }]
        : withFieldErrors(error, result?.errors ?? [])
  return { response: { ...result, errors, requestId }, status }
}
