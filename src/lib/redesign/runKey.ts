import type { Redesign } from '@/payload-types'

/**
 * The redesign's id with its creation time: stable across runs of its job, and unlike the bare id
 * never reused by another redesign (a database restored or reset while a model server keeps running).
 * A sync engine names its predictions after it, so a cancel can name them too.
 */
export const runKeyOf = (redesign: Pick<Redesign, 'id' | 'createdAt'>): string =>
  `redesign-${redesign.id}-${new Date(redesign.createdAt).getTime().toString(36)}`
