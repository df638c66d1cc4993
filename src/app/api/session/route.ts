import { apiRoute } from '@/lib/http/apiRoute'
import { PRIVATE_NO_STORE } from '@/lib/http/cacheControl'
import { requestIdOf } from '@/lib/http/requestId'
import type { SessionProbe } from '@/components/site/useSessionProbe'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

// Never sets a cookie (Auth.js's /api/auth/session renews it on each call); no shared cache keeps it.
export const GET = apiRoute(async (request: Request) => {
  try {
    const { user } = await (await payloadClient()).auth({ headers: request.headers })
    const body: SessionProbe = user
      ? { signedIn: true, name: user.name?.trim() || 'Account', credits: user.credits ?? 0 }
      : { signedIn: false }
    return Response.json(body, { headers: { 'Cache-Control': PRIVATE_NO_STORE } })
  } catch (error) {
    console.error(`Session probe failed (request ${requestIdOf(request.headers)}):`, error)
    return Response.json(
      { error: 'The session could not be read right now. Reload the page to try again.' },
      { status: 503, headers: { 'Cache-Control': PRIVATE_NO_STORE } },
    )
  }
})
