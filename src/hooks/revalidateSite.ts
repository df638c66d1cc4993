import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { globalTag, tagsForChange } from '@/lib/content/cacheTags'
import { expireTags } from './nextCache'

// The rule (src/lib/content/cacheTags.ts): a change expires its document's tag and its
// collection's tag. Pages declare what they show by the tags of the reads they make, so no list
// of addresses lives here. The seed passes context.skipRevalidate (nothing is cached yet).

/** After an editor saves or publishes, every public page showing that document renders afresh. */
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

/** A global's save (Site settings: header, footer, metadata) reaches every page on its next visit. */
export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({
  global,
  doc,
  context,
  req,
}) => {
  if (!context.skipRevalidate) await expireTags(req.payload, [globalTag(global.slug)])
  return doc
}
