import { notFound, permanentRedirect } from 'next/navigation'

import { matchRedirect } from './matchRedirect'
import { redirectRules } from './redirectRules'

// Only misses get here, so a live page never pays for a lookup and a redirect cannot hide a page.
export async function redirectOrNotFound(pathname: string): Promise<never> {
  const match = matchRedirect(await redirectRules(), pathname)
  if (match) permanentRedirect(match.location)
  notFound()
}
