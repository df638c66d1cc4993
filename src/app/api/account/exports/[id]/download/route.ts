import { idParam } from '@/lib/http/parseId'
import { openDataExport } from '@/lib/account/exportLifecycle'
import { signInPath } from '@/lib/auth/authPaths'
import { jsonError, seeOther } from '@/lib/http/refusals'
import { PRIVATE_NO_STORE } from '@/lib/http/cacheControl'
import { withCustomer } from '@/lib/http/withCustomer'

const NOT_FOUND =
  'There is no such download, or it has expired. Prepare a new one on your account page.'

// Opened only after the owner check, never through a public or presigned URL; anyone else gets 404.
export const GET = withCustomer(
  {
    params: idParam('That is not a download number. Use the link on your account page.'),
    signedOut: () => seeOther(signInPath('/account')),
    rateLimit: { rule: 'account', what: 'downloads' },
  },
  async ({ payload, user, params: { id } }) => {
    const opened = await openDataExport(payload, user, id)
    if (!opened) return jsonError(404, NOT_FOUND)
    return new Response(opened.stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(opened.bytes),
        'Content-Disposition': `attachment; filename="${opened.downloadName}"`,
        'Cache-Control': PRIVATE_NO_STORE,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
)
