import { publicPath } from '@/lib/content/paths'
import { payloadClient } from '@/lib/payload/client'
import type { RedirectRule } from './matchRedirect'
import { redirectSourceProblem, safeRedirectTarget } from './safeRedirectRule'

export async function loadRedirectRules(): Promise<RedirectRule[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    limit: 1000,
    depth: 1,
    pagination: false,
  })
  return docs.flatMap((doc) => {
    const reference = doc.to?.reference
    let to: string | undefined
    if (doc.to?.type === 'reference' && reference && typeof reference.value === 'object') {
      const target = reference.value as { slug?: string; _status?: string }
      // A redirect to a draft would send the public to a 404 and tell them the draft's slug.
      if (target._status && target._status !== 'published') return []
      to = publicPath(reference.relationTo, target.slug ?? '')
    } else if (doc.to?.url) {
      to = doc.to.url
    }
    // A record saved before validation existed (or written around it) never emits an unsafe Location.
    const safeTo = safeRedirectTarget(to)
    return safeTo && doc.from && !redirectSourceProblem(doc.from)
      ? [{ from: doc.from, to: safeTo, permanent: true }]
      : []
  })
}
