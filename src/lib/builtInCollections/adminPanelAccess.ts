import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * Whether the signed-in person may use the admin panel at all: the auth collection's own
 * `access.admin` (editors and admins who confirmed the terms), so this never drifts from it.
 */
export async function canUseAdminPanel(req: PayloadRequest): Promise<boolean> {
  if (!req.user) return false
  // Local-API callers sometimes pass a user without `collection`; the admin user collection is meant then.
  const collection = (req.user.collection ?? req.payload.config.admin.user) as CollectionSlug
  const access = req.payload.collections[collection]?.config.access.admin
  return Boolean(access && (await access({ req })))
}

/**
 * The collections and globals this person may edit, judged by each one's own `access.update`:
 * a lock, like an edit, belongs only to those who can make the edit.
 */
export async function editableTargets(
  req: PayloadRequest,
  collectionSlugs: readonly string[],
): Promise<{ collections: string[]; globals: string[] }> {
  const collections: string[] = []
  for (const slug of collectionSlugs) {
    const update = req.payload.collections[slug as CollectionSlug]?.config.access.update
    if (update && (await update({ req })) !== false) collections.push(slug)
  }
  const globals: string[] = []
  for (const global of req.payload.config.globals) {
    if (global.lockDocuments === false) continue
    if ((await global.access.update?.({ req })) !== false) globals.push(global.slug)
  }
  return { collections, globals }
}

/**
 * Whether this person may edit this one document: its collection's `access.update`, and when that
 * answers with a query (editors may update only their own user, for example), whether the
 * document matches it.
 */
export async function canEditDocument(
  req: PayloadRequest,
  slug: string,
  id: unknown,
): Promise<boolean> {
  const collection = req.payload.collections[slug as CollectionSlug]
  const update = collection?.config.access.update
  if (!update || id === undefined || id === null || typeof id === 'object') return false
  const result = await update({ req, id: id as number })
  if (result === true) return true
  if (!result) return false
  const { totalDocs } = await req.payload.count({
    collection: slug as CollectionSlug,
    where: { and: [result, { id: { equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** The id of a relationship value as sent by clients: `{ relationTo, value }`, an id, or a populated document. */
export function relationshipId(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'object') {
    const inner =
      'value' in value ? (value as { value: unknown }).value : (value as { id?: unknown }).id
    return inner === undefined || inner === null
      ? undefined
      : typeof inner === 'object'
        ? relationshipId(inner)
        : String(inner)
  }
  return String(value)
}
