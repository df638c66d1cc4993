/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Changed by hand: every handler but OPTIONS goes through guardPayloadRest (rate limit, bounded body). */
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

import { guardPayloadRest } from '@/lib/http/guardPayloadApi'

export const GET = guardPayloadRest(REST_GET(config))
export const POST = guardPayloadRest(REST_POST(config))
export const DELETE = guardPayloadRest(REST_DELETE(config))
export const PATCH = guardPayloadRest(REST_PATCH(config))
export const PUT = guardPayloadRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
