import sharp from 'sharp'

import { DEFAULT_BASE_URL, replicateConnection } from '@/lib/replicate/connection'
import { summarisePredictions } from '@/lib/replicate/predictionStatus'
import { ProviderError } from '@/lib/replicate/providerError'
import { PREDICTION_ID } from '@/lib/replicate/providerJobId'
import type { EngineOutput } from '@/lib/replicate/connection'
import type { ProviderCheck } from '@/lib/replicate/predictionStatus'
import { oneAtATimePerCore } from '@/lib/uploads/imageWork'
import { UPSCALE_MAX_PIXELS, type UpscaleScale } from './upscaleRules'

/** Real-ESRGAN, a community model run by version id; face_enhance stays off (rooms, not portraits). */
const UPSCALE_MODEL_VERSION = '42fed1c4974146d4d2414e2be2c5277c7fcf05fcc3a73abf41610695738c1d7b'
export const UPSCALE_MODEL_REFERENCE = `nightmareai/real-esrgan:${UPSCALE_MODEL_VERSION}`

export type ReplicateUpscaler = {
  submit(image: Buffer, scale: UpscaleScale): Promise<{ providerJobId: string }>
  check(providerJobId: string): Promise<ProviderCheck>
  cancel(providerJobId: string): Promise<void>
  download(url: string): Promise<EngineOutput>
}

/** An 8192 px PNG of a photo can pass 100 MB; anything past this is not an enlargement of ours. */
const MAX_OUTPUT_BYTES = 160 * 1024 * 1024

/** Full-size high-quality JPEG data URI: an enlargement is never shrunk to send. */
async function sourceDataUri(image: Buffer): Promise<string> {
  const jpeg = await oneAtATimePerCore(() =>
    sharp(image, { failOn: 'error', limitInputPixels: UPSCALE_MAX_PIXELS })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 92 })
      .toBuffer(),
  )
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

function checkedId(id: string): string {
  if (!PREDICTION_ID.test(id))
    throw new ProviderError(
      'invalid_job_id',
      'The provider job id is not a Replicate prediction id.',
    )
  return id
}

export function createReplicateUpscaler(options: {
  token: string
  baseUrl?: string
  retryBaseDelayMs?: number
}): ReplicateUpscaler {
  const { client, attempt, get, cancel, download } = replicateConnection({
    token: options.token,
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    retry: { maxRetries: 3, baseDelayMs: options.retryBaseDelayMs ?? 500, maxDelayMs: 10_000 },
    requestTimeoutMs: 15_000,
    // An ×4 PNG is large, so longer than a redesign's.
    downloadTimeoutMs: 120_000,
    maxOutputBytes: MAX_OUTPUT_BYTES,
    what: 'the enlargement',
  })

  return {
    async submit(image, scale) {
      const input = { image: await sourceDataUri(image), scale, face_enhance: false }
      const created = await attempt('creating the enlargement', () =>
        client.predictions.create({ version: UPSCALE_MODEL_VERSION, input }),
      )
      return { providerJobId: checkedId(created.id) }
    },

    async check(providerJobId) {
      return summarisePredictions([await get(checkedId(providerJobId))])
    },

    async cancel(providerJobId) {
      await cancel(checkedId(providerJobId))
    },

    async download(url) {
      const [output] = await download([url])
      return output!
    },
  }
}
