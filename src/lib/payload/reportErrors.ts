import type { AfterErrorHook, Config } from 'payload'

import { isBadNumberFromDatabase, isQueryTimeoutFromDatabase } from '@/lib/db/databaseErrors'
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/http/requestId'

// GraphQLError and APIError hide the status, so those are logged here by their real one: refusals at
// info without a stack, failures at error with the request id every error answer carries.
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

// A database refusal the client caused, told apart from a failure (Payload may wrap it in originalError).
function databaseProblem(error: Error): 'badNumber' | 'timedOut' | undefined {
  const errors = [error, (error as WithStatus).originalError]
  if (errors.some(isQueryTimeoutFromDatabase)) return 'timedOut'
  if (errors.some(isBadNumberFromDatabase)) return 'badNumber'
}

function statusOf(error: Error): number {
  const own = error as WithStatus
  const status = own.originalError?.status ?? own.status
  if (typeof status === 'number' && status >= 400 && status < 600) return status
  return error instanceof SyntaxError || databaseProblem(error) ? 400 : 500
}

type Answered = NonNullable<Parameters<AfterErrorHook>[0]['result']>['errors']

/** Puts each field's error back on a 400 (the admin marks the fields); Payload's instanceof check misses in our build. */
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
  const problem = status === 400 ? databaseProblem(error) : undefined
  const message =
    problem && { badNumber: BAD_NUMBER_MESSAGE, timedOut: QUERY_TIMEOUT_MESSAGE }[problem]
  if (problem === 'timedOut') {
    req.payload.logger.warn({
      requestId,
      msg: `${where} refused (400): the query hit the database statement timeout`,
    })
  } else if (status < 500) {
    req.payload.logger.info({
      requestId,
      msg: `${where} refused (${status} ${name}): ${problem ? 'number out of range' : error.message}`,
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
  ;(req.responseHeaders ??= new Headers()).set(REQUEST_ID_HEADER, requestId)
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        ...(message ? { message } : {}),
        extensions: { ...graphqlResult.extensions, requestId },
      },
    }
  }
  const errors = message
    ? [{ message }]
    : error instanceof SyntaxError
      ? [{ message: BAD_JSON_MESSAGE }]
      : withFieldErrors(error, result?.errors ?? [])
  return { response: { ...result, errors, requestId }, status }
}
