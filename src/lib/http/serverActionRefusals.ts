import { byteSize } from '@/lib/format/byteSize'
import { readableActionArguments } from './actionArguments'
import { REQUEST_ID_HEADER, requestIdOf } from './requestId'
import { SERVER_ACTION_BODY_BYTES } from './serverActionLimit'
import { serverActionOriginRefused } from './serverActionOrigin'

const CROSS_SITE =
  'This form was sent from another site, so it was not processed. Open the page on Roomwise and send it again.'
export const FORM_TOO_LARGE = `This form sent more than ${byteSize(SERVER_ACTION_BODY_BYTES)}, more than any form here takes. Reload the page and send it again.`
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

// Server-action posts Next would answer 500, answered by the proxy: another site (403), a form body that
// is not form data or arguments React cannot decode (400). Undefined: let it through.
export async function serverActionRefusal(request: Request): Promise<Response | undefined> {
  if (serverActionOriginRefused(request.headers)) return plainRefusal(request, 403, CROSS_SITE)
  const call = request.headers.has('next-action')
  if (!call && !isMultipart(request.headers)) return undefined
  // The proxy reads Next's copy of the body (at most the limit); the action gets its own.
  const readable = isMultipart(request.headers)
    ? await request.formData().then(
        (form) =>
          !call || readableActionArguments(String(form.get('0') ?? ''), (id) => form.get(id)),
        () => false,
      )
    : readableActionArguments(await request.text())
  return readable ? undefined : plainRefusal(request, 400, UNREADABLE)
}
