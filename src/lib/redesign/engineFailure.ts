import { errorNamed } from '@/lib/errors/errorNamed'

/**
 * A sync engine's way to end a redesign with a specific message for the customer (the model server
 * stayed busy, refused the photo, failed it). runRedesign refunds it like any failure and shows
 * `customerMessage`; `message` is for the log.
 */
export class EngineFailure extends Error {
  constructor(
    readonly customerMessage: string,
    message: string,
  ) {
    super(message)
    this.name = 'EngineFailure'
  }
}

export const isEngineFailure = errorNamed<EngineFailure>('EngineFailure')
