import { addressKey, takeRateLimit, type RateLimitVerdict } from '@/lib/http/rateLimit'
import { tooManyRequestsJson, tooManyRequestsPage } from '@/lib/http/refusals'

/**
 * Each share-link look-up costs a database query, made for any well-formed token, live or not: a
 * client walking guessed tokens is held to RATE_LIMIT_SHARED_LINKS_PER_MINUTE per address (in
 * Redis with REDIS_URL, so one budget across web instances). The page and its images count
 * together; a real view costs 2 to 4 (the page, then before and after, or a chat app's preview
 * of page and og.jpg), far below the budget.
 */
export const takeSharedLinkLookup = (headers: Pick<Headers, 'get'>): Promise<RateLimitVerdict> =>
  takeRateLimit('sharedLinks', addressKey(headers))

const WHAT = 'shared-link visits from your network'

/** The refused page: a person sees why and how long to wait; a crawler sees 429 and Retry-After. */
export const sharedPageRefused = (retryAfterSeconds: number): Response =>
  tooManyRequestsPage(retryAfterSeconds, WHAT, { href: '/', label: 'Go to the Roomwise home page' })

/** A refused image: the same sentence as JSON, as our other image and API answers give. */
export const sharedFileRefused = (retryAfterSeconds: number): Response =>
  tooManyRequestsJson(retryAfterSeconds, WHAT)
