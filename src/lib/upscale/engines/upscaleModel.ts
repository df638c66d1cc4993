/**
 * The AI upscaler on Replicate: Real-ESRGAN (nightmareai/real-esrgan), a community model, so it runs
 * by version id. Its inputs (published schema): `image` (a file), `scale` (0–10, default 4) and
 * `face_enhance` (GFPGAN, default false; off here: rooms, not portraits). It answers one PNG URL.
 */
export const UPSCALE_MODEL = 'nightmareai/real-esrgan'
export const UPSCALE_MODEL_VERSION =
  '42fed1c4974146d4d2414e2be2c5277c7fcf05fcc3a73abf41610695738c1d7b'

/** The model as recorded on each enlargement. */
export const UPSCALE_MODEL_REFERENCE = `${UPSCALE_MODEL}:${UPSCALE_MODEL_VERSION}`
