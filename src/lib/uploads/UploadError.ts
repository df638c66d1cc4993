import { errorNamed } from '@/lib/errors/errorNamed'

const STATUS_BY_CODE = {
  empty: 400,
  too_large: 413,
  unsupported_type: 415,
  heic_unsupported: 415,
  too_many_pixels: 422,
  too_small: 422,
  damaged: 422,
  wrong_shape: 400,
  nothing_painted: 400,
  painted_too_much: 400,
  timed_out: 422,
} as const

export type UploadErrorCode = keyof typeof STATUS_BY_CODE

// `message` is always ours: image-library messages stay in `cause`, for logs only.
export class UploadError extends Error {
  readonly status: 400 | 413 | 415 | 422

  constructor(
    readonly code: UploadErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'UploadError'
    this.status = STATUS_BY_CODE[code]
  }
}

export const isUploadError = errorNamed<UploadError>('UploadError')
