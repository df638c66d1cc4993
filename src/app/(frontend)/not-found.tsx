import { EmptyRoom } from '@/components/site/EmptyRoom'
import { NOT_FOUND_METADATA } from '@/lib/seo/pageMetadata'

export const metadata = NOT_FOUND_METADATA

export default function NotFound() {
  return (
    <EmptyRoom>
      We looked everywhere, but there is no page at this address. It may have moved, or the link may
      have a typo.
    </EmptyRoom>
  )
}
