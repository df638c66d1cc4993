import type { Access, CollectionConfig, PayloadRequest } from 'payload'

import { canEditDocument, canUseAdminPanel, editableTargets, locksOn, relationshipId } from './adminPanelAccess'

type LockData = { document?: { relationTo?: unknown; value?: unknown } | null; globalSlug?: unknown; user?: unknown }

/** Slugs a lock may point at: Payload builds the `document` relationship from every lockable collection. */
function lockableSlugs(collection: CollectionConfig): string[] {
  const field = collection.fields.find((candidate) => 'name' in candidate && candidate.name === 'document')
  if (!field || field.type !== 'relationship') return []
  return Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
}

/**
 * Access to `payload-locked-documents`, replacing Payload's "any signed-in user": only people who
 * may use the admin panel, and only for documents and globals they may edit, and only in their
 * own name. So a customer can neither read, create nor delete a lock, and cannot block an
 * editor's save with a 423. Payload's own locking (form state, save checks) writes through
 * `payload.db` and is unaffected; the admin panel's unlock and take-over go through REST as the editor.
 */
export function lockedDocumentsAccess(collection: CollectionConfig): CollectionConfig['access'] {
  const slugs = lockableSlugs(collection)
  const ownLocksWhere = async (req: PayloadRequest) => ((await canUseAdminPanel(req)) ? locksOn(await editableTargets(req, slugs)) : false)

  const writesOnlyOwnEditableLock = async (req: PayloadRequest, data: LockData | undefined, requireTarget: boolean) => {
    if (!req.user || !(await canUseAdminPanel(req))) return false
    if (data?.user !== undefined && relationshipId(data.user) !== String(req.user.id)) return false
    const targets = await editableTargets(req, slugs)
    const collectionSlug = data?.document?.relationTo
    const globalSlug = data?.globalSlug
    if (collectionSlug !== undefined && !targets.collections.includes(String(collectionSlug))) return false
    if (collectionSlug !== undefined && !(await canEditDocument(req, String(collectionSlug), relationshipId(data?.document?.value)))) return false
    if (globalSlug !== undefined && globalSlug !== null && !targets.globals.includes(String(globalSlug))) return false
    if (requireTarget && collectionSlug === undefined && (globalSlug === undefined || globalSlug === null)) return false
    return true
  }

  const read: Access = ({ req }) => ownLocksWhere(req)
  const create: Access = async ({ req, data }) => writesOnlyOwnEditableLock(req, data as LockData, true)
  const update: Access = async ({ req, data }) => ((await writesOnlyOwnEditableLock(req, data as LockData, false)) ? ownLocksWhere(req) : false)
  return { ...collection.access, read, create, update, delete: read }
}
