import type { Payload } from 'payload'

import { loadGlossary, type GlossaryContent } from '@/lib/content/contentFiles'
import { SURFACE_FINISH_CATEGORIES } from '@/lib/redesign/modes'
import type { Glossary } from '@/payload-types'
import { publishSeeded } from './slugIndex'

type FinishDetails = Pick<Glossary, 'palette' | 'promptKeywords'>

const isFinish = (entry: GlossaryContent) =>
  (SURFACE_FINISH_CATEGORIES as readonly string[]).includes(entry.category)

const hasDetails = (doc: FinishDetails) =>
  (doc.palette?.length ?? 0) > 0 || Boolean(doc.promptKeywords?.trim())

/**
 * The second exception to "never update" (the first is in seedPages.ts): colour and material
 * entries seeded before they carried a palette and prompt keywords get them from their files, so
 * the surface picker and prompts work on existing sites too. Only an entry that has neither, never
 * had either in its kept history (an editor who cleared them meant it) and has no unpublished draft
 * (publishing would bury it) is filled; nothing else in it changes.
 */
export async function seedFinishDetails(payload: Payload, created: string[]): Promise<void> {
  const files = loadGlossary().filter((entry) => isFinish(entry) && entry.palette)
  if (files.length === 0) return
  const { docs } = await payload.find({
    collection: 'glossary',
    where: { slug: { in: files.map((entry) => entry.slug) } },
    pagination: false,
    depth: 0,
    select: { slug: true, palette: true, promptKeywords: true },
  })
  for (const doc of docs) {
    const file = files.find((entry) => entry.slug === doc.slug)
    if (!file || hasDetails(doc) || !(await neverHadDetails(payload, doc.id))) continue
    await publishSeeded(payload, 'glossary', doc.id, {
      palette: file.palette?.map((color) => ({ color })),
      promptKeywords: file.promptKeywords,
    })
    created.push(`glossary ${doc.slug} finish details`)
  }
}

/** True when no kept version of the entry had finish details and the newest one is published. */
async function neverHadDetails(payload: Payload, id: number): Promise<boolean> {
  const { docs: versions } = await payload.findVersions({
    collection: 'glossary',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
  })
  if (versions[0]?.version._status === 'draft') return false
  return !versions.some((version) => hasDetails(version.version))
}
