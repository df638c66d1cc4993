import { idParam } from '@/lib/http/parseId'
import { jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { imageAttachment } from '@/lib/redesign/resultDownload'
import { upscaleDownload } from '@/lib/upscale/upscaleDownload'

/** GET: the owner's finished enlargement as a JPEG; otherwise 404, signed out 401. */
export const GET = withCustomer(
  {
    params: idParam('That is not an enlargement number. Open it from its redesign.'),
    signedOut: 'Please sign in to download your enlargement.',
  },
  async ({ payload, user, params: { id } }) => {
    const file = await upscaleDownload(payload, user, id)
    if (!file) return jsonError(404, 'There is no such enlargement.')
    return imageAttachment(file)
  },
)
