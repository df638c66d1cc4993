import type { Access, SanitizedConfig } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { lockedDocumentsAccess } from './lockedDocumentsAccess'
import { adminPanelOnlyEndpoints, preferencesAccess } from './preferencesAccess'

/** Payload names every collection and global it adds itself `payload-…` (jobs, locks, preferences, migrations, folders, query presets, …). */
export const isBuiltIn = (slug: string) => slug.startsWith('payload-')

/** Admins keep whatever Payload allowed them; everyone else is refused. */
const adminOnly =
  (original: Access | undefined): Access =>
  async (args) =>
    hasRole(args.req.user, 'admin') && original ? original(args) : false

/**
 * Deny by default on Payload's own collections and globals, which ship with "any signed-in user"
 * access (a customer could lock any document: editors' saves then failed with 423). Locks and
 * preferences get rules of their own; every other built-in, including ones a later Payload
 * version adds, becomes admin-only. Runs on the sanitized config, after Payload added them.
 */
export function guardBuiltInCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!isBuiltIn(collection.slug)) continue
    if (collection.slug === 'payload-locked-documents') {
      collection.access = lockedDocumentsAccess(collection) as typeof collection.access
    } else if (collection.slug === 'payload-preferences') {
      collection.access = preferencesAccess(collection) as typeof collection.access
      collection.endpoints = adminPanelOnlyEndpoints(
        collection.endpoints,
      ) as typeof collection.endpoints
    } else {
      const access = collection.access as Record<string, Access | undefined>
      for (const operation of Object.keys(access))
        if (operation !== 'admin') access[operation] = adminOnly(access[operation])
    }
  }
  for (const global of config.globals) {
    if (!isBuiltIn(global.slug)) continue
    const access = global.access as Record<string, Access | undefined>
    for (const operation of Object.keys(access)) access[operation] = adminOnly(access[operation])
  }
  return config
}
