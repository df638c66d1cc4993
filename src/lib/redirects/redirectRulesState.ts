import type { RedirectRule } from './matchRedirect'

// A leaf module: the collection's hooks import it, and importing the loader would import the config back.

type RulesState = {
  cache?: { rules: RedirectRule[]; loadedAt: number }
  loading?: Promise<RedirectRule[]>
}
// Next bundles each route separately: one state per process, not per route's module copy.
export const rulesState: RulesState = ((
  globalThis as { __roomwiseRedirectRules?: RulesState }
).__roomwiseRedirectRules ??= {})

export function forgetRedirectRules(): void {
  rulesState.cache = undefined
}
