import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'

import { hasRole, type MaybeUser } from '@/lib/auth/roles'
import { idOf } from './idOf'

const isStaff = (user: MaybeUser) => hasRole(user, 'editor', 'admin')

type Lock = {
  document?: { relationTo?: unknown; value?: unknown } | null
  globalSlug?: unknown
  user?: unknown
}

// A lock is taken in one's own name, on a document or global one may edit (the admin panel's only use).
async function mayLock(req: PayloadRequest, data: unknown): Promise<boolean> {
  const lock = (data ?? {}) as Lock
  const user = (lock.user as { value?: unknown } | null)?.value ?? lock.user // { relationTo, value }
  if (user != null && String(idOf(user as number)) !== String(req.user?.id)) return false
  const slug = String(lock.document?.relationTo ?? lock.globalSlug ?? '')
  if (!slug) return true
  const target = Object.hasOwn(req.payload.collections, slug)
    ? req.payload.collections[slug as 'media'].config
    : req.payload.config.globals.find((global) => global.slug === slug)
  const id = lock.document?.value == null ? undefined : idOf(lock.document.value as number)
  const allowed = target && (await target.access.update({ req, id }))
  if (!allowed || allowed === true || !('fields' in target)) return Boolean(allowed)
  const where = { and: [allowed, { id: { equals: id } }] }
  return (await req.payload.count({ collection: target.slug as 'media', where, req })).totalDocs > 0
}

// Payload's own collections: preferences and locks for staff (locks checked by mayLock), the rest admins'.
export function builtInAccess(
  collection: SanitizedCollectionConfig,
): SanitizedCollectionConfig['access'] {
  const staff = ['payload-preferences', 'payload-locked-documents'].includes(collection.slug)
  const locks = collection.slug === 'payload-locked-documents'
  const access = { ...collection.access }
  for (const operation of ['create', 'read', 'update', 'delete'] as const) {
    const original = collection.access?.[operation]
    access[operation] = async (args) => {
      if (!(staff ? isStaff(args.req.user) : hasRole(args.req.user, 'admin'))) return false
      if (locks && (operation === 'create' || operation === 'update'))
        if (!(await mayLock(args.req, args.data))) return false
      return original ? original(args) : true
    }
  }
  return access
}
