import { createRequire } from 'node:module'
import path from 'node:path'

/** The implicit tag of the root layout: Next files every page and route handler under it. */
export const ROOT_LAYOUT_TAG = '_N_T_/layout'

type TagsManifest = Map<string, { expired?: number; stale?: number }>

/**
 * Next's own page cache (a process without REDIS_URL) keeps expired tags in this process's memory
 * only, and serves the build's prerendered pages and whatever it wrote to disk before a restart as
 * fresh. An editor's save that no one viewed before a restart, or any edit since the build, would
 * then stay invisible for the page's whole lifetime (a year). So, when the server starts, every
 * page cached before now is expired once: its first visit renders it afresh, as the shared handler
 * does (it never loads the build's copies), and later visits are cache hits again.
 *
 * The expiry goes into Next's tags manifest (next/dist/server/lib/incremental-cache/
 * tags-manifest.external, the one module instance its file-system cache consults; loaded with
 * Node's require so the bundler cannot make a second copy), exactly what `revalidateTag(tag,
 * { expire: 0 })` records, for the root layout's tag, which every page carries.
 */
export function expirePagesFromBeforeStart(now = performance.timeOrigin + performance.now()): void {
  const require = createRequire(path.join(process.cwd(), 'package.json'))
  const { tagsManifest } =
    require('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
      tagsManifest?: TagsManifest
    }
  if (!(tagsManifest instanceof Map))
    throw new Error(
      "Next's tags manifest was not found (has Next changed?): pages cached before this start could be served stale.",
    )
  tagsManifest.set(ROOT_LAYOUT_TAG, { ...tagsManifest.get(ROOT_LAYOUT_TAG), expired: now })
}
