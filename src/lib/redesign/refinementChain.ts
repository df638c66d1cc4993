import type { Payload, Where } from 'payload'

import { idOf } from '@/lib/payload/idOf'
import type { User } from '@/payload-types'
import { redesignTitle } from './modes'

export type ChainLink = { id: number; title: string; step: number }

/** What a redesign's page shows of its chain: the ones it grew from, oldest first, and its refinements. */
export type RefinementChain = {
  earlier: ChainLink[]
  refinements: ChainLink[]
  /** More steps came before the first of `earlier` than are walked. */
  longer?: boolean
}

/** Enough for any real chain; an older start is shown as "earlier steps" by the missing first step. */
export const MAX_CHAIN_STEPS = 20
const MAX_REFINEMENTS_SHOWN = 12

const SELECTED = {
  mode: true,
  roomType: true,
  styleTitle: true,
  surfaceArea: true,
  surfaceTitle: true,
  refinedFrom: true,
  refinementStep: true,
} as const

/** Walked one row at a time (never by client depth), at most MAX_CHAIN_STEPS, own redesigns only. */
export async function refinementChain(
  payload: Payload,
  user: User,
  id: number,
  refinedFrom: number | null,
): Promise<RefinementChain> {
  const find = (where: Where, limit: number) =>
    payload.find({
      collection: 'redesigns',
      where: { ...where, owner: { equals: user.id } },
      select: SELECTED,
      sort: ['createdAt', 'id'],
      limit,
      depth: 0,
      overrideAccess: true,
    })
  const earlier: ChainLink[] = []
  let next = refinedFrom
  const seen = new Set([id])
  while (next !== null && earlier.length < MAX_CHAIN_STEPS && !seen.has(next)) {
    seen.add(next)
    const { docs } = await find({ id: { equals: next } }, 1)
    const step = docs[0]
    if (!step) break
    earlier.unshift(linkOf(step))
    next = idOf(step.refinedFrom) ?? null
  }
  const { docs } = await find({ refinedFrom: { equals: id } }, MAX_REFINEMENTS_SHOWN)
  const longer = earlier.length === MAX_CHAIN_STEPS && next !== null
  return { earlier, refinements: docs.map(linkOf), ...(longer ? { longer } : {}) }
}

type Selected = Parameters<typeof redesignTitle>[0] & {
  id: number
  refinementStep?: number | null
}

const linkOf = (redesign: Selected): ChainLink => ({
  id: redesign.id,
  title: redesignTitle(redesign),
  step: redesign.refinementStep ?? 0,
})
