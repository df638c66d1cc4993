import type { Access } from 'payload'

import { anyone } from './anyone'
import { isEditor } from './isEditor'
import { nobody } from './nobody'

type CollectionAccess = { read: Access; create: Access; update: Access; delete: Access }

/**
 * Records only the server writes (overrideAccess): ledgers, orders, subscriptions, webhook events.
 * `read` says who may see them; no one creates, edits or deletes them through the API or the panel.
 */
export const serverWrites = (read: Access): CollectionAccess => ({
  read,
  create: nobody,
  update: nobody,
  delete: nobody,
})

/** Content the editors write (and delete); `read` says who sees it, by default everyone. */
export const editorsWrite = (read: Access = anyone): CollectionAccess => ({
  read,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
})
