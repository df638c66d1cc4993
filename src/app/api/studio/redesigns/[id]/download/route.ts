import { jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { imageAttachment, resultDownload } from '@/lib/redesign/resultDownload'
import { MAX_VARIANTS } from '@/lib/redesign/modes'
import { redesignIdParam } from '@/lib/redesign/redesignRoute'

/** `?version=2` → 2; missing → 1; anything else (0, 9, "two") → null. */
function versionOf(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('version') ?? '1'
  if (!/^\d{1,2}$/.test(raw)) return null
  const version = Number(raw)
  return version >= 1 && version <= MAX_VARIANTS ? version : null
}

/** GET ?version=N: the owner's result as a download named after room, style and date. */
export const GET = withCustomer(
  {
    params: redesignIdParam,
    signedOut: 'Please sign in to download your redesign.',
  },
  async ({ request, payload, user, params: { id } }) => {
    const version = versionOf(request)
    if (version === null)
      return jsonError(400, `Choose a version from 1 to ${MAX_VARIANTS} to download.`)
    const file = await resultDownload(payload, user, { id, version })
    if (!file) return jsonError(404, 'There is no such redesign image.')
    return imageAttachment(file)
  },
)
