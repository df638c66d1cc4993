/** A share request refused on purpose (nothing to share yet, too many links): its status and sentence. */
export class ShareRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ShareRequestError'
  }
}
