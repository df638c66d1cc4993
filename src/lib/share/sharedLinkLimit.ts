import { addressKey, takeRateLimit, type RateLimitVerdict } from '@/lib/http/rateLimit'
import { tooManyRequestsJson, tooManyRequestsPage } from '@/lib/http/refusals'

// Every well-formed token costs a query: guessing is held to RATE_LIMIT_SHARED_LINKS_PER_MINUTE.
export const takeSharedLinkLookup = (headers: Pick<Headers, 'get'>): Promise<RateLimitVerdict> =>
  takeRateLimit('sharedLinks', addressKey(headers))

const WHAT = 'shared-link visits from your network'

export const sharedPageRefused = (retryAfterSeconds: number): Response =>
  tooManyRequestsPage(retryAfterSeconds, WHAT, { href: '/', label: 'Go to the Roomwise home page' })

export const sharedFileRefused = (retryAfterSeconds: number): Response =>
  tooManyRequestsJson(retryAfterSeconds, WHAT)
