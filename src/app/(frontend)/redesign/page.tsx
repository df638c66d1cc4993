import { redirect } from 'next/navigation'

type Props = { searchParams: Promise<{ style?: string }> }

// Redesigning needs an account; until the visitor is signed in, this address leads to sign-in.
export default async function RedesignPage({ searchParams }: Props) {
  const { style } = await searchParams
  const next = style && /^[a-z0-9-]+$/.test(style) ? `/redesign?style=${style}` : '/redesign'
  redirect(`/sign-in?next=${encodeURIComponent(next)}`)
}
