import { unstable_cache } from 'next/cache'

import { REDIRECTS_TAG } from '@/hooks/revalidateRedirects'
import { publicPath } from '@/lib/content/paths'
import { payloadClient } from '@/lib/payload/client'
import type { RedirectRule } from './matchRedirect'

/** The editors' redirect records as rules (all permanent: 301 or 308), cached until one changes. */
export const redirectRules = unstable_cache(
  async (): Promise<RedirectRule[]> => {
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
  },
  ['redirect-rules'],
  { tags: [REDIRECTS_TAG] },
)
