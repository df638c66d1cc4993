import sharp from 'sharp'

import { MAX_VARIANTS } from '../../modes'
import type { EngineInput, EngineOutput, SyncEngine } from '../../types'
import { MODE_ENGINES } from '../modeEngines'
import { decodeScene } from './previews'
import { OFFLINE_PREVIEW_LABEL, drawPreviewLabel } from './previewLabel'

/** The engine used when no Replicate token is set: an honest preview, labelled not AI. */
export const offlineEngine: SyncEngine = {
  kind: 'sync',
  id: 'offline',
  label: OFFLINE_PREVIEW_LABEL,
  isAI: false,
  supports: () => ({ available: true }),
  generate: generateOfflinePreviews,
}

export async function generateOfflinePreviews(
  input: EngineInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EngineOutput[]> {
  if (!Number.isInteger(input.variants) || input.variants < 1 || input.variants > MAX_VARIANTS) {
    throw new RangeError(
      `variants must be a whole number from 1 to ${MAX_VARIANTS}, got ${input.variants}`,
    )
  }
  throwIfAborted(signal)
  const scene = await decodeScene(input.image)
  throwIfAborted(signal)
  const render = await MODE_ENGINES[input.mode].offlinePreview(input, scene)

  // Each variant's JPEG encodes on sharp's threads while the next variant is computed here.
  const encodings: Promise<Buffer>[] = []
  try {
    for (let variant = 0; variant < input.variants; variant++) {
      throwIfAborted(signal)
      const { rgb, label, layout } = await render(variant)
      drawPreviewLabel(rgb, scene.width, scene.height, { label, layout })
      const raw = { width: scene.width, height: scene.height, channels: 3 } as const
      encodings.push(sharp(rgb, { raw }).jpeg({ quality: 88, mozjpeg: false }).toBuffer())
      // Let an abort (or any other waiting work) in before the next variant takes the thread.
      await new Promise((resolve) => setImmediate(resolve))
    }
    const images = await Promise.all(encodings)
    throwIfAborted(signal)
    return images.map((data) => ({ data, mimeType: 'image/jpeg' }))
  } catch (error) {
    // Never leave an encoding running (or rejecting unobserved) after giving up.
    await Promise.allSettled(encodings)
    throw error
  }
}

/** The same kind of error fetch() throws when aborted, so callers can check `name === 'AbortError'`. */
function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The offline preview was cancelled.', 'AbortError')
}
