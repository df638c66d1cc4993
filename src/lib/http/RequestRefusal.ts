/**
 * A request refused on purpose: the HTTP status to answer, a sentence a person can act on and,
 * when one form field is at fault, its name. Each domain names its own subclass (an explicit
 * `name`, which minifying keeps) and recognises it with refusalNamed.
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

/**
 * Recognises one domain's refusals by name, never `instanceof`: a production build may bundle the
 * thrower and the route in separate chunks, each with its own copy of the class (as with
 * isInsufficientCreditsError).
 */
export const refusalNamed =
  <T extends RequestRefusal>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name
