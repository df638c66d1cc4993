import { errorNamed } from '@/lib/errors/errorNamed'

const RETURNED = 'Your credits have been returned'

export const failureMessages = {
  /** Our side failed, or the provider failed in a way a retry may fix. */
  couldNotFinish: `The redesign could not be finished. ${RETURNED}; please try again.`,
  timedOut: `The AI service took too long. ${RETURNED}; please try again.`,
  canceled: `Canceled. ${RETURNED}.`,
  /** Every slot of the self-hosted model server stayed taken for longer than we retry. */
  busy: `The AI service is busy right now. ${RETURNED}; please try again in a few minutes.`,
  /** The provider's safety filter refused the photo or the result: the same photo would fail again. */
  refusedAsUnsafe: `The AI service's safety filter refused this photo. ${RETURNED}; please try a different photo.`,
  /** The provider refused what it was sent (an image it could not read, an input out of range). */
  inputRefused: `The AI service could not use this photo. ${RETURNED}; please try a different photo, or another mode.`,
  /** On one result (still shown): it changed the room even after a free retry, so it was refunded. */
  structureChanged: "The room's structure changed: refunded",
} as const

const UNSAFE = /\b(nsfw|unsafe|safety|sensitive|flagged|moderation)\b/i
const BAD_INPUT =
  /\b(invalid|could not (read|decode|open)|cannot identify image|unsupported|too (small|large))\b/i

/** The customer's message for a provider's failure text; the text itself goes to the log. */
export function providerFailureMessage(providerError: string): string {
  if (UNSAFE.test(providerError)) return failureMessages.refusedAsUnsafe
  if (BAD_INPUT.test(providerError)) return failureMessages.inputRefused
  return failureMessages.couldNotFinish
}

/** A sync engine's failure with the customer's message; `message` is for the log. */
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
