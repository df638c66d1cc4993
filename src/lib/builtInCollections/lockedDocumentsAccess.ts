import type { Access, CollectionConfig, PayloadRequest } from 'payload'

import {
  canEditDocument,
  canUseAdminPanel,
  editableTargets,
  relationshipId,
} from './adminPanelAccess'

type LockData = {
  document?: { relationTo?: unknown; value?: unknown } | null
  globalSlug?: unknown
  user?: unknown
}

/** Slugs a lock may point at: Payload builds the `document` relationship from every lockable collection. */
function lockableSlugs(collection: CollectionConfig): string[] {
  const field = collection.fields.find(
    (candidate) => 'name' in candidate && candidate.name === 'document',
  )
  if (!field || field.type !== 'relationship') return []
  return Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
}

/**
 * Access to `payload-locked-documents`, replacing Payload's "any signed-in user": only people who
 * may use the admin panel (editors, admins), and a lock is created, changed or removed only by
 * someone who may edit the locked document or global, in their own name. So a customer can
 * neither read, create nor delete a lock, and cannot block an editor's save with a 423.
 * Reading stays a plain yes for admin-panel users (which documents are open, by whom): a query
 * answer would make Payload refuse the admin panel's own `document.relationTo` filters.
 * Payload's own locking (form state, save checks) writes through `payload.db` and is unaffected.
 */
export function lockedDocumentsAccess(collection: CollectionConfig): CollectionConfig['access'] {
  const slugs = lockableSlugs(collection)

  const targetsEditable = async (
    req: PayloadRequest,
    data: LockData | undefined,
    requireTarget: boolean,
  ) => {
    const collectionSlug = data?.document?.relationTo
    const globalSlug = data?.globalSlug
    const hasGlobal = globalSlug !== undefined && globalSlug !== null
    if (requireTarget && collectionSlug === undefined && !hasGlobal) return false
    const targets = await editableTargets(req, slugs)
    if (collectionSlug !== undefined) {
      if (!targets.collections.includes(String(collectionSlug))) return false
      if (
        !(await canEditDocument(req, String(collectionSlug), relationshipId(data?.document?.value)))
      )
        return false
    }
    return !hasGlobal || targets.globals.includes(String(globalSlug))
  }

  /** The stored lock with this id, read with full access, to judge its target. */
  const storedLock = async (req: PayloadRequest, id: number | string | undefined) =>
    id === undefined
      ? undefined
      : (((await req.payload.findByID({
          collection: collection.slug as 'payload-locked-documents',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })) as LockData | null) ?? undefined)

  const read: Access = async ({ req }) => canUseAdminPanel(req)

  const create: Access = async ({ req, data }) => {
    if (!req.user || !(await canUseAdminPanel(req))) return false
    if (relationshipId((data as LockData | undefined)?.user) !== String(req.user.id)) return false
    return targetsEditable(req, data as LockData, true)
  }

  const update: Access = async ({ req, id, data }) => {
    if (!req.user || !(await canUseAdminPanel(req))) return false
    const incoming = data as LockData | undefined
    if (incoming?.user !== undefined && relationshipId(incoming.user) !== String(req.user.id))
      return false
    if (!(await targetsEditable(req, incoming, false))) return false
    const stored = await storedLock(req, id)
    return stored ? targetsEditable(req, stored, false) : true
  }

  const remove: Access = async ({ req, id }) => {
    if (!(await canUseAdminPanel(req))) return false
    const stored = await storedLock(req, id)
    return stored ? targetsEditable(req, stored, false) : true
  }

  return { ...collection.access, read, create, update, delete: remove }
}
