import { healthPool } from '@/lib/health/healthPool'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the local launcher. */
export async function GET() {
  const started = performance.now()
  try {
    // Its own connection, so a busy site's queued queries do not make it look dead (healthPool).
    await (await healthPool()).query('SELECT 1')
    return Response.json(
      { status: 'ok', database: 'ok', databaseLatencyMs: Math.round(performance.now() - started) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error('Health check failed:', error instanceof Error ? error.message : error)
    return Response.json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
