/** Polls /api/health until it answers 200, the server exits, or the deadline passes. */
export async function waitForHealthy(
  baseUrl: string,
  options: { timeoutMs: number; exited: () => boolean },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (options.exited()) throw new Error('The server exited before it became healthy.')
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
      last = `HTTP ${response.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `The server did not become healthy within ${options.timeoutMs} ms (last: ${last}).`,
  )
}
