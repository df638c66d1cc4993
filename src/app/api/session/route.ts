import { apiRoute } from '@/lib/http/apiRoute'
import { PRIVATE_NO_STORE } from '@/lib/http/cacheControl'
import { requestIdOf } from '@/lib/http/requestId'
import { sessionProbe } from '@/lib/auth/sessionProbe'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

// Never sets a cookie (Auth.js's /api/auth/session renews it on each call); no shared cache keeps it.
export const GET = apiRoute(async (request: Request) => {
  try {
    const body = await sessionProbe(await payloadClient(), request.headers)
    return Response.json(body, { headers: { 'Cache-Control': PRIVATE_NO_STORE } })
  } catch (error) {
    console.error(`Session probe failed (request ${requestIdOf(request.headers)}):`, error)
    return Response.json(
      { error: 'The session could not be read right now. Reload the page to try again.' },
      { status: 503, headers: { 'Cache-Control': PRIVATE_NO_STORE } },
    )
  }
})
