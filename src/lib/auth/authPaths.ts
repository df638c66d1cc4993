import { safeRedirectPath } from '@/lib/http/safeRedirect'
import type { User } from '@/payload-types'

/** Sign-in, then back to `returnTo` (a path on this site; anything else means home). */
export const signInPath = (returnTo: unknown): string =>
  `/sign-in?callbackUrl=${encodeURIComponent(safeRedirectPath(returnTo))}`

/** The age and terms confirmation every new account passes, then on to `next` (a path here). */
export const welcomePath = (next: unknown): string =>
  `/welcome?next=${encodeURIComponent(safeRedirectPath(next))}`

export const isConfirmed = (user: Pick<User, 'ageTermsConfirmedAt'> | null | undefined): boolean =>
  Boolean(user?.ageTermsConfirmedAt)
