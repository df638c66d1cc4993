/**
 * A request refused on purpose: the HTTP status to answer, a sentence a person can act on and,
 * when one form field is at fault, its name. Each domain names its own subclass. The upscale route
 * recognises its refusals by that name (a production build may hold two copies of one class); the
 * redesign and share routes use instanceof.
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
