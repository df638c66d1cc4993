/**
 * Deletes what the fuzz managed to create (an editor's random draft, a customer's preference), so
 * later tests see the content they expect. Users are left alone: the fuzz never signs anyone up,
 * so a user created during the pass is a finding to look at, not litter.
 */
import type { CollectionSlug, Payload } from 'payload'

const KEEP: string[] = ['users', 'payload-migrations']

/** Deletes documents created since `since`; answers "slug: count" for each collection touched. */
export async function sweepCreatedSince(payload: Payload, since: Date): Promise<string[]> {
  const swept: string[] = []
  for (const collection of payload.config.collections) {
    if (
      KEEP.includes(collection.slug) ||
      !collection.flattenedFields.some((field) => field.name === 'createdAt')
    )
      continue
    const slug = collection.slug as CollectionSlug
    const where = { createdAt: { greater_than_equal: since.toISOString() } }
    const { totalDocs } = await payload.count({ collection: slug, where, overrideAccess: true })
    if (totalDocs === 0) continue
    await payload.delete({ collection: slug, where, overrideAccess: true })
    swept.push(`${slug}: ${totalDocs}`)
  }
  return swept
}
