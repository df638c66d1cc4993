import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { matchRedirect } from './matchRedirect'
import { redirectRules } from './redirectRules'

/** For a page with nothing to show: follow a redirect record if one matches, else a real 404. */
export async function redirectOrNotFound(path: string): Promise<never> {
  const match = matchRedirect(await redirectRules(), path)
  if (match) {
    if (match.permanent) permanentRedirect(match.location)
    redirect(match.location)
  }
  notFound()
}
