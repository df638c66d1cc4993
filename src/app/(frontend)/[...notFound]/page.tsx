import { redirectOrNotFound } from '@/lib/redirects/redirectOrNotFound'

type Props = { params: Promise<{ notFound: string[] }> }

// Any address no other route claims: an editor's redirect record if one matches, else the 404.
export default async function CatchAll({ params }: Props) {
  const segments = (await params).notFound
  return redirectOrNotFound(`/${segments.map(decodeURIComponent).join('/')}`)
}
