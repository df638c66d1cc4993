/**
 * What Next itself tells this process through its environment: not settings (nobody deploying
 * sets them), so not in Settings, but read here like every other variable. Whether this is
 * `next build`, and which runtime runs the code.
 */

/** Next's name for the `next build` phase (next/constants PHASE_PRODUCTION_BUILD). */
export const BUILD_PHASE = 'phase-production-build'

type NextEnv = Partial<Record<string, string>>

/** The phase Next runs this process in (`NEXT_PHASE`), if any. */
export const nextPhase = (env: NextEnv = process.env): string | undefined => env.NEXT_PHASE

/** Whether this process is `next build` (pages are prerendered; no server will answer). */
export const isNextBuild = (env: NextEnv = process.env): boolean => nextPhase(env) === BUILD_PHASE

/** Whether this is the Node.js runtime of a Next server (not the edge, not a script or a test). */
export const isNextNodeRuntime = (env: NextEnv = process.env): boolean =>
  env.NEXT_RUNTIME === 'nodejs'
