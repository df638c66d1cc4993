import type { ReactNode } from 'react'

import { CHEAPEST_REDESIGN } from '@/lib/redesign/modes'

/** Shown before the form is filled when the balance pays for nothing, with a draft-keeping buy link. */
export function NoCreditsNotice({ balance, buyLink }: { balance: number; buyLink: ReactNode }) {
  if (balance >= CHEAPEST_REDESIGN) return null
  return (
    <p
      id="no-credits"
      data-testid="no-credits"
      className="rounded-xl border-2 border-clay/50 bg-white px-4 py-3 text-lg font-medium"
    >
      {balance <= 0 ? 'You have no credits' : 'Your balance does not pay for a redesign'} —{' '}
      {buyLink} to redesign a room.
    </p>
  )
}
