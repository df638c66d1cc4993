import type { Payload } from 'payload'

import { loadGlossary, type GlossaryContent } from '@/lib/content/contentFiles'
import type { Glossary } from '@/payload-types'
import { publishSeeded } from './seedHelpers'

type FinishDetails = Pick<Glossary, 'palette' | 'promptKeywords'>

const isFinish = (entry: GlossaryContent) =>
  ['colors', 'materials-and-finishes'].includes(entry.category)

const hasDetails = (doc: FinishDetails) =>
  (doc.palette?.length ?? 0) > 0 || Boolean(doc.promptKeywords?.trim())

// Only fills entries that never had palette/keywords and have no draft; changes nothing else.
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
