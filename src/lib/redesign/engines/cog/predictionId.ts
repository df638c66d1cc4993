/**
 * Cog's idempotent route is PUT /predictions/{id} with an id the client chooses. Ours is derived from
 * the redesign (its run key) and the variant, so a worker that restarts mid-prediction sends the same
 * id again: while that prediction still runs, Cog answers with it instead of starting a second one.
 * Cog's own advice is a 26-character base32 id; any URL-safe string works, and a readable one lets
 * an operator match the server's log to a redesign.
 */
export function cogPredictionId(runKey: string, variant: number): string {
  const safe = runKey.replace(/[^A-Za-z0-9_-]/g, '-')
  return `${safe}-v${variant + 1}`
}
