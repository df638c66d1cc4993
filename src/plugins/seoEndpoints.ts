import type { Endpoint, PayloadHandler, Plugin } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { jsonError } from '@/lib/http/refusals'
import { BAD_JSON_MESSAGE } from '@/lib/payload/reportErrors'

const SEO_PREFIX = '/plugin-seo/'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The SEO plugin's endpoints answer anyone and 500 on non-object bodies: editors only, 400 first. */
function guarded(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    if (!hasRole(req.user, 'admin', 'editor'))
      return jsonError(403, 'Only editors can generate SEO fields.')
    let data: unknown
    try {
      data = await req.json?.()
    } catch {
      return jsonError(400, BAD_JSON_MESSAGE)
    }
    if (!isObject(data)) return jsonError(400, 'Send the document as a JSON object.')
    // The plugin reads the body again through req.json().
    req.json = () => Promise.resolve(data)
    return handler(req)
  }
}

/** Must come after seoPlugin in the plugin list: it wraps the endpoints that plugin added. */
export function guardSeoEndpoints(): Plugin {
  return (config) => ({
    ...config,
    endpoints: (config.endpoints ?? []).map((endpoint): Endpoint =>
      endpoint.path.startsWith(SEO_PREFIX)
        ? { ...endpoint, handler: guarded(endpoint.handler) }
        : endpoint,
    ),
  })
}
