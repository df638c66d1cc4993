/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
/* Roomwise: POST is wrapped (src/lib/http/privateApiResponses.ts); keep the wrapper if regenerated. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withPrivateCaching } from '@/lib/http/privateApiResponses'

export const POST = withPrivateCaching(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
