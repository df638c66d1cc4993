import { errorNamed } from '@/lib/errors/errorNamed'

export type UploadErrorCode =
  | 'empty'
  | 'too_large'
  | 'unsupported_type'
  | 'too_many_pixels'
  | 'too_small'
  | 'damaged'
  | 'heic_unsupported'
  | 'wrong_shape'
  | 'nothing_painted'
  | 'painted_too_much'
  | 'timed_out'

const STATUS_BY_CODE: Record<UploadErrorCode, 400 | 413 | 415 | 422> = {
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
}

// `message` is always ours: image-library messages stay in `cause`, for logs only.
export class UploadError extends Error {
  readonly code: UploadErrorCode
  readonly status: 400 | 413 | 415 | 422

  constructor(code: UploadErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UploadError'
    this.code = code
    this.status = STATUS_BY_CODE[code]
  }
}

export const isUploadError = errorNamed<UploadError>('UploadError')
