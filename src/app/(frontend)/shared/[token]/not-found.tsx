import { EmptyRoom } from '@/components/site/EmptyRoom'
import { NOT_FOUND_METADATA } from '@/lib/seo/notFoundMetadata'

export const metadata = NOT_FOUND_METADATA

/**
 * A share link that does not open. The same words whether it was revoked, has expired or never
 * existed, so a guessed token learns nothing; they name the likely causes instead of a typo alone.
 */
export default function SharedLinkNotFound() {
  return (
    <EmptyRoom>
      This shared link does not open: the person who made it may have revoked it, it may have
      expired, or part of it may be missing. Ask them for a new link.
    </EmptyRoom>
  )
}
