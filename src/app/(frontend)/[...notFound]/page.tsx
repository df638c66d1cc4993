import { redirectOrNotFound } from '@/lib/redirects/redirectRules'
import { NOT_FOUND_METADATA } from '@/lib/seo/pageMetadata'

export const metadata = NOT_FOUND_METADATA

type Props = { params: Promise<{ notFound: string[] }> }

export default async function CatchAll({ params }: Props) {
  const { notFound: segments } = await params
  return redirectOrNotFound(`/${segments.join('/')}`)
}
