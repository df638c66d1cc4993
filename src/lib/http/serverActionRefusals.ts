import { byteSize } from '@/lib/format/byteSize'
import { REQUEST_ID_HEADER, requestIdOf } from './requestId'
import { SERVER_ACTION_BODY_BYTES } from './serverActionLimit'
import { serverActionOriginRefused } from './serverActionOrigin'

const CROSS_SITE =
  'This form was sent from another site, so it was not processed. Open the page on Roomwise and send it again.'
/** What a form post to a page declaring more than SERVER_ACTION_BODY_BYTES is told (413). */
export const FORM_TOO_LARGE = `This form sent more than ${byteSize(SERVER_ACTION_BODY_BYTES)}, more than any form here takes. Reload the page and send it again.`
/** What a form that could not be read as form data is told (400, or an action's error). */
export const UNREADABLE = 'This form could not be read. Reload the page and send it again.'

/** A sentence for a person, with the id that ties it to the server's log (README, Errors). */
export const plainRefusal = (request: Request, status: number, sentence: string) =>
  new Response(sentence, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      [REQUEST_ID_HEADER]: requestIdOf(request.headers),
    },
  })

const isMultipart = (headers: Headers) =>
  (headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

/**
 * A form post to a page (a server action) that its action must never see, answered by the proxy
 * where Next would answer 500: from another site (403); a form posted without JavaScript
 * (multipart, no Next-Action) whose body is not form data (400; Next threw "Failed to parse body
 * as FormData"); a script's action call (Next-Action) in multipart without field "0", where React
 * roots the arguments it encodes (400; Next's decoder waited for that field to the body's end and
 * failed with "Connection closed."). Undefined: let it through. One declaring too large a body
 * never reaches the proxy (Next reads a body whole before it): oversizedFormPosts.ts turns it
 * away first.
 */
export async function serverActionRefusal(request: Request): Promise<Response | undefined> {
  if (serverActionOriginRefused(request.headers)) return plainRefusal(request, 403, CROSS_SITE)
  if (!isMultipart(request.headers)) return undefined
  let form: FormData
  try {
    // The proxy reads Next's copy of the body (at most the limit); the action gets its own.
    form = await request.formData()
  } catch {
    return plainRefusal(request, 400, UNREADABLE)
  }
  const unrooted = request.headers.has('next-action') && !form.has('0')
  return unrooted ? plainRefusal(request, 400, UNREADABLE) : undefined
}
