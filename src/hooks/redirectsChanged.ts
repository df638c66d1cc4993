import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { forgetRedirectRules } from '@/lib/redirects/redirectRulesState'
import { expirePaths } from './nextCache'

// A content route caches what it answered for a missing address (the 404 or the redirect), and
// only revalidating that exact address clears it: Next 16.4.5 does not reach such entries through
// the route's pattern. So a folder rule (`/blog/*`) reaches content-route addresses that were
// already answered only when those are revalidated; addresses no route claims are never cached.

/**
 * Hooks run inside the save's transaction. Next applies revalidatePath once the API route has
 * answered, which is after the commit; the rules this server keeps are dropped now and again
 * after the response (Next's after()), so a page rendered while the save was still uncommitted
 * cannot keep the old rules. Outside a request (seed, scripts) there is no page cache to mind.
 */
async function applyAfterCommit(payload: Payload, froms: unknown[]): Promise<void> {
  forgetRedirectRules()
  const exact = froms.filter(
    (from): from is string =>
      typeof from === 'string' && from.startsWith('/') && !from.endsWith('/*'),
  )
  await expirePaths(payload, exact)
  try {
    const { after } = await import('next/server')
    after(forgetRedirectRules)
  } catch {
    // Not inside a request: nothing can render in between.
  }
}

/** An editor's new or changed redirect applies on the next visit. */
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
