import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
} from 'payload'

import { globalTag, tagsForChange } from '@/lib/content/cacheTags'
import { forgetRedirectRules } from '@/lib/redirects/redirectRulesState'

// Outside a Next server (seed, scripts, Jest) there is no page cache: Next throws this invariant.
const NO_NEXT_CACHE = 'static generation store missing'

async function apply(payload: Payload, expire: (cache: typeof import('next/cache')) => void) {
  try {
    expire(await import('next/cache'))
  } catch (error) {
    if (error instanceof Error && error.message.includes(NO_NEXT_CACHE)) return
    // The save itself succeeded; say loudly that pages may show the old version.
    payload.logger.error({ err: error }, 'Could not expire the public pages of this change')
  }
}

// `{ expire: 0 }` renders afresh next visit ('max' would serve stale); applied after commit.
async function expireTags(payload: Payload, tags: string[]): Promise<void> {
  if (tags.length === 0) return
  await apply(payload, ({ revalidateTag }) => {
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  })
}

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

// Next 16.4.5 clears a cached miss only by its exact address. Rules are dropped now and again after
// the response (after()): hooks run before commit, and a render in between would keep the old ones.
async function applyAfterCommit(payload: Payload, froms: unknown[]): Promise<void> {
  forgetRedirectRules()
  const exact = froms.filter(
    (from): from is string =>
      typeof from === 'string' && from.startsWith('/') && !from.endsWith('/*'),
  )
  await apply(payload, ({ revalidatePath }) => {
    for (const path of new Set(exact)) revalidatePath(path)
  })
  try {
    const { after } = await import('next/server')
    after(forgetRedirectRules)
  } catch {
    // Outside a request: nothing can render in between.
  }
}

export const redirectsAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  await applyAfterCommit(req.payload, [doc?.from, previousDoc?.from])
  return doc
}

export const redirectsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await applyAfterCommit(req.payload, [doc?.from])
  return doc
}
