import type { Access, CollectionConfig, Endpoint, PayloadHandler, Where } from 'payload'

import { canUseAdminPanel } from './adminPanelAccess'
import { deleteOwnPreference } from './deleteOwnPreference'
import { NOT_ALLOWED, refusal } from '@/lib/payload/refusal'

const own = (userId: number | string, collection: string): Where => ({
  and: [{ 'user.value': { equals: userId } }, { 'user.relationTo': { equals: collection } }],
})

/**
 * Access to `payload-preferences` (the admin panel's column choices, open groups…): each admin
 * panel user reads and writes only their own; customers and visitors nothing. Payload's default
 * let any signed-in user create and update preferences.
 */
export function preferencesAccess(collection: CollectionConfig): CollectionConfig['access'] {
  const ownIfAdminPanel: Access = async ({ req }) =>
    req.user && (await canUseAdminPanel(req)) ? own(req.user.id, req.user.collection) : false
  return {
    ...collection.access,
    read: ownIfAdminPanel,
    create: async ({ req }) => canUseAdminPanel(req),
    update: ownIfAdminPanel,
    delete: ownIfAdminPanel,
  }
}

/**
 * Payload's `/api/payload-preferences/:key` endpoints, refused to anyone who cannot use the admin
 * panel; its DELETE answered by our own handler (Payload's crashes, see deleteOwnPreference).
 */
export function adminPanelOnlyEndpoints(
  endpoints: CollectionConfig['endpoints'],
): CollectionConfig['endpoints'] {
  if (!Array.isArray(endpoints)) return endpoints
  return endpoints.map((endpoint: Endpoint) => {
    const own =
      endpoint.method === 'delete' && endpoint.path === '/:key'
        ? deleteOwnPreference
        : endpoint.handler
    const handler: PayloadHandler = async (req) =>
      (await canUseAdminPanel(req)) ? own(req) : refusal(403, NOT_ALLOWED)
    return { ...endpoint, handler }
  })
}
