import { publicPath } from '@/lib/content/paths'
import { payloadClient } from '@/lib/payload/client'
import type { RedirectRule } from './matchRedirect'

/** The editors' redirect records as rules (all permanent: 301 or 308). */
export async function loadRedirectRules(): Promise<RedirectRule[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'redirects', limit: 1000, depth: 1, pagination: false })
  return docs.flatMap((doc) => {
    const reference = doc.to?.reference
    let to: string | undefined
    if (doc.to?.type === 'reference' && reference && typeof reference.value === 'object') {
      to = publicPath(reference.relationTo, (reference.value as { slug?: string }).slug ?? '')
    } else if (doc.to?.url) {
      to = doc.to.url
    }
    return to && doc.from ? [{ from: doc.from, to, permanent: true }] : []
  })
}
