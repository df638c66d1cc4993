import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { globalTag, tagsForChange } from '@/lib/content/cacheTags'
import { expireTags } from './nextCache'

// Expires the document's and collection's tags; the seed sets context.skipRevalidate.

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  context,
  req,
}) => {
  if (!context.skipRevalidate)
    await expireTags(req.payload, tagsForChange(collection.slug, [doc?.id]))
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({
  collection,
  doc,
  id,
  context,
  req,
}) => {
  if (!context.skipRevalidate)
    await expireTags(req.payload, tagsForChange(collection.slug, [doc?.id ?? id]))
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({
  global,
  doc,
  context,
  req,
}) => {
  if (!context.skipRevalidate) await expireTags(req.payload, [globalTag(global.slug)])
  return doc
}
