import { notFound, permanentRedirect } from 'next/navigation'

import { matchRedirect } from './matchRedirect'
import { redirectRules } from './redirectRules'

/**
 * What a page does when nothing is published at its address: an editor's redirect record (the
 * original site's addresses among them) sends the visitor on with a 308, anything else is the
 * designed 404. Only misses get here, so a live page never pays for a redirect lookup and a
 * redirect can never hide a published page.
 */
export async function redirectOrNotFound(pathname: string): Promise<never> {
  const match = matchRedirect(await redirectRules(), pathname)
  if (match) permanentRedirect(match.location)
  notFound()
}
