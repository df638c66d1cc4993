import { healthPool } from '@/lib/health/healthPool'
import { apiRoute } from '@/lib/http/apiRoute'
import { requestIdOf } from '@/lib/http/requestId'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request: Request) => {
  const started = performance.now()
  try {
    // Its own connection, so a busy site's queued queries do not make it look dead (healthPool).
    await (await healthPool()).query('SELECT 1')
    return Response.json(
      { status: 'ok', database: 'ok', databaseLatencyMs: Math.round(performance.now() - started) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error(`Health check failed (request ${requestIdOf(request.headers)}):`, error)
    return Response.json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
})
