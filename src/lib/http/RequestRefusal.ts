/**
 * A request refused on purpose: the HTTP status to answer, a sentence a person can act on and,
 * when one form field is at fault, its name. Each domain names its own subclass (an explicit
 * `name`, which minifying keeps) and recognises it with errorNamed (src/lib/errors).
 */
export class RequestRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
  }
}
