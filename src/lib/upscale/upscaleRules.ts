/** Enlargement price and limits for server, collection and browser (imports nothing). */

export const UPSCALE_SCALES = [2, 4] as const
export type UpscaleScale = (typeof UPSCALE_SCALES)[number]

/** Credits each factor costs, charged when it is asked for and refunded if it fails. */
export const UPSCALE_PRICES: Record<UpscaleScale, number> = { 2: 1, 4: 2 }

export const isUpscaleScale = (value: unknown): value is UpscaleScale =>
  (UPSCALE_SCALES as readonly unknown[]).includes(value)

/** Stored photos are at most 2048 px long, so ×4 is exactly this. */
export const UPSCALE_MAX_SIDE = 8192
/** Decoded pixels of an enlargement (8192 × 8192): what a download or a resize may hold at once. */
export const UPSCALE_MAX_PIXELS = UPSCALE_MAX_SIDE * UPSCALE_MAX_SIDE

export const upscaledSize = (width: number, height: number, scale: UpscaleScale) => ({
  width: width * scale,
  height: height * scale,
})

export const scaleFits = (width: number, height: number, scale: UpscaleScale): boolean =>
  Math.max(width, height) * scale <= UPSCALE_MAX_SIDE

/** The label a Lanczos enlargement carries wherever it is shown: it is not AI. */
export const LANCZOS_LABEL = 'enlarged, not AI-upscaled'

export const scaleLabel = (scale: number) => `×${scale}`
