import { redirectOrNotFound } from '@/lib/redirects/redirectOrNotFound'

type Props = { params: Promise<{ notFound: string[] }> }

/** Any address no other route claims: an old address with a redirect record, or the designed 404. */
export default async function CatchAll({ params }: Props) {
  const { notFound: segments } = await params
  return redirectOrNotFound(`/${segments.join('/')}`)
}
