import { createRequire } from 'node:module'
import path from 'node:path'

export const ROOT_LAYOUT_TAG = '_N_T_/layout'

type TagsManifest = Map<string, { expired?: number; stale?: number }>

// Without Redis, expire everything cached before this start once, via Next's tags manifest.
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
