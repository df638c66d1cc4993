/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Roomwise: each handler is wrapped (src/lib/http/privateApiResponses.ts); keep the wrappers if regenerated. */
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

import { withPrivateCaching } from '@/lib/http/privateApiResponses'

export const GET = withPrivateCaching(REST_GET(config))
export const POST = withPrivateCaching(REST_POST(config))
export const DELETE = withPrivateCaching(REST_DELETE(config))
export const PATCH = withPrivateCaching(REST_PATCH(config))
export const PUT = withPrivateCaching(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
