/** How long one cancel may wait for the model server: a customer's cancel never waits longer. */
export const COG_CANCEL_TIMEOUT_MS = 5_000

/** What the model server said to one cancel. */
export type CancelOutcome = 'stopped' | 'notRunning' | 'unreachable'

/** `POST /predictions/{id}/cancel` on a Cog server. */
export async function cancelPrediction(
  baseUrl: string,
  id: string,
  timeoutMs = COG_CANCEL_TIMEOUT_MS,
): Promise<CancelOutcome> {
  try {
    const response = await fetch(`${baseUrl}/predictions/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (response.status === 200) return 'stopped'
    if (response.status === 404) return 'notRunning'
    return 'unreachable'
  } catch {
    return 'unreachable'
  }
}
