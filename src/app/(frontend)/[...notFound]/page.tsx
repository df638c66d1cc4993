import { redirectOrNotFound } from '@/lib/redirects/redirectOrNotFound'
import { NOT_FOUND_METADATA } from '@/lib/seo/notFoundMetadata'

export const metadata = NOT_FOUND_METADATA

type Props = { params: Promise<{ notFound: string[] }> }

export default async function CatchAll({ params }: Props) {
  const { notFound: segments } = await params
  return redirectOrNotFound(`/${segments.join('/')}`)
}
