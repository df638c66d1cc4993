import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { forgetRedirectRules } from '@/lib/redirects/redirectRulesState'
import { expirePaths } from './nextCache'

// Next 16.4.5 clears a cached miss only by its exact address. Rules are dropped now and again after
// the response (after()): hooks run before commit, and a render in between would keep the old ones.
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
