import { docOf, idOf } from '@/lib/payload/idOf'
import type { RedesignImage, Upscale } from '@/payload-types'
import { LANCZOS_LABEL, type UpscaleScale } from './upscaleRules'

export type UpscaleView = ReturnType<typeof toUpscaleView>

export const upscaleDownloadPath = (id: number) => `/api/studio/upscales/${id}/download`

// Its output loaded at depth 1; `label` is said wherever a Lanczos resize (not AI) is shown.
export function toUpscaleView(upscale: Upscale) {
  const output = docOf<RedesignImage>(upscale.output)
  const done = upscale.status === 'succeeded' && output
  return {
    id: upscale.id,
    image: idOf(upscale.source),
    scale: upscale.scale as UpscaleScale,
    status: upscale.status,
    engine: upscale.engine,
    label: upscale.engine === 'lanczos' ? LANCZOS_LABEL : null,
    error: upscale.error ?? null,
    creditsCharged: upscale.creditsCharged,
    width: done ? (output.width ?? null) : null,
    height: done ? (output.height ?? null) : null,
    download: done ? upscaleDownloadPath(upscale.id) : null,
  }
}
