import { docOf, idOf } from '@/lib/payload/idOf'
import type { RedesignImage, Upscale } from '@/payload-types'
import type { UpscaleStatus } from '@/lib/providerRun/statuses'
import { LANCZOS_LABEL, type UpscaleScale } from './upscaleRules'

/** An enlargement as the result page shows it, safe to hand to the browser. */
export type UpscaleView = {
  id: number
  /** The result it enlarges (an ImageView id of the redesign's outputs). */
  image: number
  scale: UpscaleScale
  status: UpscaleStatus
  engine: 'replicate' | 'lanczos'
  /** Said wherever it is shown: "enlarged, not AI-upscaled" for a Lanczos resize; null for AI. */
  label: string | null
  error: string | null
  creditsCharged: number
  /** Once succeeded: the stored image's size and its owner-only download address. */
  width: number | null
  height: number | null
  download: string | null
}

export const upscaleDownloadPath = (id: number) => `/api/studio/upscales/${id}/download`

/** The slice of an enlargement (its output loaded at depth 1) that the page shows. */
export function toUpscaleView(upscale: Upscale): UpscaleView {
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
