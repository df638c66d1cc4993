/**
 * Knobs of the fuzz pass, read once from the environment (test-only settings, not the app's: they
 * are documented in tests/hostile/README.md). Defaults are what `npm test` runs.
 */
import { z } from 'zod'

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

const schema = z.object({
  /**
   * Same seed, same requests, in the same order: printed by every run. Fixed by default, so CI
   * meets the same requests every time (a new failure means a change, not luck); `random` draws one
   * to explore, a number replays it.
   */
  FUZZ_SEED: z.union([z.literal('random'), int(-(2 ** 31), 2 ** 31 - 1)]).default(478568637),
  /** Replays one request of the plan (its index, or a fast-check path "i:j:k") and shrinks it. */
  FUZZ_PATH: z
    .string()
    .regex(/^\d+(:\d+)*$/)
    .optional(),
  FUZZ_REQUESTS: int(1, 100_000).default(2_200),
  FUZZ_CONCURRENCY: int(1, 16).default(6),
  /** Per request: an answer slower than this is a finding of its own ("timeout"). */
  FUZZ_TIMEOUT_MS: int(100, 120_000).default(10_000),
  /** The whole pass stops sending after this long and fails, so a hung server cannot hang the suite. */
  FUZZ_BUDGET_MS: int(1_000, 1_800_000).default(240_000),
  /** Largest `depth` generated (REST and GraphQL nesting). Must reach 10 for issue 10's case. */
  FUZZ_MAX_DEPTH: int(0, 50).default(12),
  /** Largest `limit` generated, besides the fixed hostile values (2^31, 1e20, …). */
  FUZZ_MAX_LIMIT: int(0, 10_000_000).default(100_000),
  /** /api/health must answer faster than this throughout. */
  FUZZ_HEALTH_LIMIT_MS: int(50, 60_000).default(1_000),
  /** Distinct findings that get a shrunk counterexample, and the time allowed for each shrink. */
  FUZZ_SHRINK_CLASSES: int(0, 50).default(4),
  FUZZ_SHRINK_MS: int(1_000, 600_000).default(20_000),
})

export type FuzzSettings = {
  seed: number
  path: string | undefined
  requests: number
  concurrency: number
  timeoutMs: number
  budgetMs: number
  maxDepth: number
  maxLimit: number
  healthLimitMs: number
  shrinkClasses: number
  shrinkMs: number
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    throw new Error(
      `Fuzz settings: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    )
  }
  const s = parsed.data
  return {
    seed: s.FUZZ_SEED === 'random' ? (Date.now() ^ (Math.random() * 2 ** 31)) | 0 : s.FUZZ_SEED,
    path: s.FUZZ_PATH,
    requests: s.FUZZ_REQUESTS,
    concurrency: s.FUZZ_CONCURRENCY,
    timeoutMs: s.FUZZ_TIMEOUT_MS,
    budgetMs: s.FUZZ_BUDGET_MS,
    maxDepth: s.FUZZ_MAX_DEPTH,
    maxLimit: s.FUZZ_MAX_LIMIT,
    healthLimitMs: s.FUZZ_HEALTH_LIMIT_MS,
    shrinkClasses: s.FUZZ_SHRINK_CLASSES,
    shrinkMs: s.FUZZ_SHRINK_MS,
  }
}
