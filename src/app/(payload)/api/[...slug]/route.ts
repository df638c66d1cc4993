/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
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

import { guardPayloadRest } from '@/lib/payload/routeGuards'

// Roomwise: guardPayloadRest answers 4xx for requests Payload's handlers crash on (see that file).
export const GET = guardPayloadRest(config, REST_GET(config))
export const POST = guardPayloadRest(config, REST_POST(config))
export const DELETE = guardPayloadRest(config, REST_DELETE(config))
export const PATCH = guardPayloadRest(config, REST_PATCH(config))
export const PUT = guardPayloadRest(config, REST_PUT(config))
export const OPTIONS = guardPayloadRest(config, REST_OPTIONS(config))
