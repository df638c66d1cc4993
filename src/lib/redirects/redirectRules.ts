import { notFound, permanentRedirect } from 'next/navigation'

import { loadRedirectRules } from './loadRedirectRules'
import { matchRedirect, type RedirectRule } from './matchRedirect'
import { rulesState as state } from './redirectRulesState'

// Only missing addresses consult them; this server forgets at once on a save (forgetRedirectRules).
const TTL_MS = 15_000

export async function redirectRules(): Promise<RedirectRule[]> {
  if (state.cache && Date.now() - state.cache.loadedAt < TTL_MS) return state.cache.rules
  state.loading ??= loadRedirectRules()
    .then((loaded) => {
      state.cache = { rules: loaded, loadedAt: Date.now() }
      return loaded
    })
    .catch((error: unknown) => {
      console.error('Could not load redirects:', error instanceof Error ? error.message : error)
      return state.cache?.rules ?? []
    })
    .finally(() => {
      state.loading = undefined
    })
  return state.loading
}

// Only misses get here, so a live page never pays for a lookup and a redirect cannot hide a page.
export async function redirectOrNotFound(pathname: string): Promise<never> {
  const match = matchRedirect(await redirectRules(), pathname)
  if (match) permanentRedirect(match.location)
  notFound()
}
