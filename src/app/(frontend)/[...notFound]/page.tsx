import { redirectOrNotFound } from '@/lib/redirects/redirectOrNotFound'
import { NOT_FOUND_METADATA } from '@/lib/seo/notFoundMetadata'

/** Whatever is here is either a redirect (no page) or the 404, so the head is the 404's. */
export const metadata = NOT_FOUND_METADATA

type Props = { params: Promise<{ notFound: string[] }> }

/** Any address no other route claims: an old address with a redirect record, or the designed 404. */
export default async function CatchAll({ params }: Props) {
  const { notFound: segments } = await params
  return redirectOrNotFound(`/${segments.join('/')}`)
}
