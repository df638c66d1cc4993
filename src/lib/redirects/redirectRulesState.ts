import type { RedirectRule } from './matchRedirect'

// A leaf module on purpose: the redirects collection's hooks (reached from payload.config.ts) call
// forgetRedirectRules, and importing the loader from there would import the config back.

type RulesState = {
  cache?: { rules: RedirectRule[]; loadedAt: number }
  loading?: Promise<RedirectRule[]>
}
// Next bundles each route separately, so a module-level variable would exist once per route: the
// API route saving a redirect could not make the pages forget. One process, one state.
export const rulesState: RulesState = ((
  globalThis as { __roomwiseRedirectRules?: RulesState }
).__roomwiseRedirectRules ??= {})

/** After an editor changes a redirect: the next missing address reads the records again. */
export function forgetRedirectRules(): void {
  rulesState.cache = undefined
}
