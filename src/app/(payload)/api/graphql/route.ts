/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Changed by hand: POST goes through guardPayloadGraphql (rate limit, bounded body). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardPayloadGraphql } from '@/lib/http/guardPayloadApi'

export const POST = guardPayloadGraphql(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
