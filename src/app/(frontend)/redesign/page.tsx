import Link from 'next/link'

import { requireUser } from '@/lib/auth/currentUser'

export const metadata = { title: 'Redesign a room', robots: { index: false } }

type Props = { searchParams: Promise<{ style?: string }> }

export default async function RedesignPage({ searchParams }: Props) {
  const { style } = await searchParams
  const returnTo = style && /^[a-z0-9-]+$/.test(style) ? `/redesign?style=${style}` : '/redesign'
  const user = await requireUser(returnTo)
  return (
    <div className="container-page max-w-2xl pt-12">
      <h1 className="text-4xl font-semibold">Redesign a room</h1>
      <p className="mt-4 text-lg text-muted">
        Hi {user.name || user.email}: the redesign studio is not open yet, so no credits can be spent here today. While we finish
        it, browse the <Link href="/glossary/category/interior-design-styles" className="underline">interior design styles</Link>{' '}
        you will be able to choose from.
      </p>
    </div>
  )
}
