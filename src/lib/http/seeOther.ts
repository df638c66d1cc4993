import { PRIVATE_NO_STORE } from './cacheControl'

/**
 * 303 See Other: after a form POST the browser follows with a GET, so plain HTML forms work
 * without JavaScript. `location` is a path on this site or Stripe's absolute URL.
 */
export const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': PRIVATE_NO_STORE },
  })
