/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Roomwise: each handler is wrapped (ids validated, request ids on errors, private caching); keep the wrappers if regenerated. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withValidIds } from '@/lib/http/payloadIdGuard'
import { withPrivateCaching } from '@/lib/http/privateApiResponses'
import { withRequestId } from '@/lib/http/withRequestId'

const guard = (handler: ReturnType<typeof REST_GET>) => withRequestId(withPrivateCaching(withValidIds(config)(handler)))

export const GET = guard(REST_GET(config))
export const POST = guard(REST_POST(config))
export const DELETE = guard(REST_DELETE(config))
export const PATCH = guard(REST_PATCH(config))
export const PUT = guard(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
