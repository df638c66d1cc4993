import { z } from 'zod'
import { DEFAULT_BASE_URL } from '@/lib/replicate/connection'
import { ProviderError } from '@/lib/replicate/providerError'

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

const optionsSchema = z.object({
  token: z.string().trim().min(1, 'the Replicate API token is empty'),
  model: z.string().trim().min(1, 'the model is empty'),
  models: z.record(z.string(), z.string().trim().min(1, 'the model is empty')).default({}),
  baseUrl: z.string().refine(isHttpUrl, 'must be an http(s) URL').default(DEFAULT_BASE_URL),
  requestTimeoutMs: z.number().int().min(1).max(120_000).default(15_000),
  maxRetries: z.number().int().min(0).max(10).default(3),
  downloadTimeoutMs: z.number().int().min(1).max(300_000).default(30_000),
  maxOutputBytes: z
    .number()
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  retryBaseDelayMs: z.number().min(0).default(500),
  maxRetryDelayMs: z.number().min(0).default(10_000),
})

/** Defaults as in the schema; tests point `baseUrl` at the stand-in and replace `sleep`. */
export type ReplicateEngineOptions = z.input<typeof optionsSchema> & {
  sleep?: (ms: number) => Promise<void>
}

export type ParsedEngineOptions = z.output<typeof optionsSchema> &
  Pick<ReplicateEngineOptions, 'sleep'>

export function parseEngineOptions(options: ReplicateEngineOptions): ParsedEngineOptions {
  const { sleep, ...rest } = options
  const parsed = optionsSchema.safeParse(rest)
  if (!parsed.success) {
    // Issue messages name the setting and the rule, never the value, so the token cannot leak.
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`,
    )
    throw new ProviderError(
      'config',
      `Replicate engine settings are invalid (${problems.join('; ')}).`,
    )
  }
  return { ...parsed.data, sleep }
}
