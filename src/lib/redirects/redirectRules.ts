import { loadRedirectRules } from './loadRedirectRules'
import type { RedirectRule } from './matchRedirect'
import { rulesState as state } from './redirectRulesState'

// Redirect records change rarely, and only missing addresses consult them: reading them at most
// every 15 s keeps a crawler's run of 404s from querying the database each time, while a change
// made on another server still applies within seconds (this server forgets at once, see
// forgetRedirectRules in redirectRulesState.ts).
const TTL_MS = 15_000

/** The editors' redirect rules, from memory when fresh. A database failure keeps the last rules. */
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
