import { z } from 'zod'
import type { RedesignMode } from '../../modes'
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

export type ReplicateEngineOptions = {
  token: string
  /** Restyle's model: 'adirik/interior-design', 'owner/name:version' or 'black-forest-labs/flux-kontext-pro'. */
  model: string
  /** The other modes' models (settings.replicate.models); a mode not named runs on its default
   *  (modes.ts). `models.restyle`, when given, wins over `model`. */
  models?: Partial<Record<RedesignMode, string>>
  /** Defaults to Replicate's API; tests point it at the stand-in. */
  baseUrl?: string
  /** Per attempt of each API request. Default 15 000. */
  requestTimeoutMs?: number
  /** Retries after the first attempt for each API request or download. Default 3. */
  maxRetries?: number
  /** Per attempt of each output download, headers and body. Default 30 000. */
  downloadTimeoutMs?: number
  /** Largest output image accepted. Default 25 MB. */
  maxOutputBytes?: number
  /** First backoff window; doubles per retry. Default 500. */
  retryBaseDelayMs?: number
  /** Cap on one wait between attempts, `Retry-After` included. Default 10 000. */
  maxRetryDelayMs?: number
  /** Replaces the wait between retries (tests use it to skip and record the waits). */
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
