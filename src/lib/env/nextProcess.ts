// What Next tells this process through its environment (not settings nobody deploying sets).

export const BUILD_PHASE = 'phase-production-build'

type NextEnv = Partial<Record<string, string>>

export const nextPhase = (env: NextEnv = process.env): string | undefined => env.NEXT_PHASE

export const isNextBuild = (env: NextEnv = process.env): boolean => nextPhase(env) === BUILD_PHASE

export const isNextNodeRuntime = (env: NextEnv = process.env): boolean =>
  env.NEXT_RUNTIME === 'nodejs'
