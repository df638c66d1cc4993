import { getSettings } from '@/lib/env'
import { byteSize } from '@/lib/format/byteSize'
import { jsonError } from './refusals'
import { readBoundedBody, type BodyProblem, type BoundedBody } from './readBoundedBody'

/** A route's body, at most `maxBytes`, within the server's body timeout (BODY_TIMEOUT_SECONDS). */
export const readRouteBody = (request: Request, maxBytes: number): Promise<BoundedBody> =>
  readBoundedBody(request, { maxBytes, timeoutMs: getSettings().http.bodyTimeoutMs })

/** The answer to a refused body: `tooLarge` says what the limit means here, `field` which field. */
export function refuseBody(
  problem: BodyProblem,
  maxBytes: number,
  tooLarge?: string,
  field?: string,
): Response {
  if (problem === 'too-large')
    return jsonError(
      413,
      tooLarge ?? `The request body is larger than this address accepts (${byteSize(maxBytes)}).`,
      field,
    )
  if (problem === 'too-slow')
    return jsonError(
      408,
      'The request took too long to arrive. Please try again on a steadier connection.',
    )
  return jsonError(400, 'The request could not be read. Please try again.')
}
