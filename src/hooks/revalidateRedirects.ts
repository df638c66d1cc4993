import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

export const REDIRECTS_TAG = 'redirects'

/** The redirect table is cached; an editor's change applies on the next request. */
export const revalidateRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc }) => {
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(REDIRECTS_TAG, 'max')
  } catch {
    // Outside a Next server (seed, CLI, tests) there is no cache to invalidate.
  }
  return doc
}
