import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { forgetRedirectRules } from '@/lib/redirects/redirectRulesState'
import { expirePaths } from './nextCache'

// A content route caches its answer for a missing address, and Next 16.4.5 clears it only when that
// exact address is revalidated, not through the route's pattern.
// Hooks run inside the save's transaction: drop the rules now and again after the response
// (Next's after()), so a page rendered before the commit cannot keep the old rules.
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
