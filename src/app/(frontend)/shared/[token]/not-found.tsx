import { EmptyRoom } from '@/components/site/EmptyRoom'
import { NOT_FOUND_METADATA } from '@/lib/seo/pageMetadata'

export const metadata = NOT_FOUND_METADATA

// The same words whether revoked, expired or never existed, so a guessed token learns nothing.
export default function SharedLinkNotFound() {
  return (
    <EmptyRoom>
      This shared link does not open: the person who made it may have revoked it, it may have
      expired, or part of it may be missing. Ask them for a new link.
    </EmptyRoom>
  )
}
