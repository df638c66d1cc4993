import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { idParam } from '@/lib/http/parseId'
import { jsonBody, NOT_A_JSON_OBJECT } from '@/lib/http/routeBody'
import { answerRefusals, jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { isObject } from '@/lib/payload/isObject'
import type { User } from '@/payload-types'
import type { OwnRedesignRead } from './redesignView'
import { isRedesignRequestError, UNCONFIRMED } from './redesignRequest'

export const redesignIdParam = idParam(
  'That is not a redesign number. Open the redesign from your list.',
)

/** Their 404: no such redesign, or not the person's (the same answer, so nothing is given away). */
export const noSuchRedesign = () => jsonError(404, 'There is no such redesign.')

export const unconfirmedCustomer = () => jsonError(403, UNCONFIRMED)

/** withCustomer's `knownErrors` for a redesign request refused on purpose (RedesignRequestError). */
export const redesignRefusals = answerRefusals(isRedesignRequestError)

export const ownRedesignGet = <T>(read: OwnRedesignRead<T>, json: (found: T) => unknown) =>
  withCustomer({ params: redesignIdParam }, async ({ payload, user, params: { id } }) => {
    const found = await read(payload, user, id)
    return found ? NextResponse.json(json(found)) : noSuchRedesign()
  })

type OwnRedesignPost<S extends z.ZodType> = {
  signedOut?: string
  /** The studio rate limit's "Too many <what>". */
  what: string
  maxBytes: number
  /** The body (JSON; an empty one is `{}`), and the answer when the schema refuses it. */
  schema: S
  invalid: (error: z.ZodError) => Response
  knownErrors?: (error: unknown) => Response | undefined
  failureLog: string
}

export const ownRedesignPost = <S extends z.ZodType>(
  post: OwnRedesignPost<S>,
  act: (payload: Payload, user: User, id: number, input: z.output<S>) => Promise<Response>,
) =>
  withCustomer(
    {
      params: redesignIdParam,
      signedOut: post.signedOut,
      unconfirmed: unconfirmedCustomer,
      rateLimit: { rule: 'studio', what: post.what },
      body: { maxBytes: post.maxBytes },
      knownErrors: post.knownErrors,
      failure: { log: post.failureLog },
    },
    async ({ payload, user, params: { id }, body }) => {
      const input = body.byteLength === 0 ? {} : jsonBody(body)
      if (!isObject(input)) return jsonError(400, NOT_A_JSON_OBJECT)
      const parsed = post.schema.safeParse(input)
      return parsed.success ? act(payload, user, id, parsed.data) : post.invalid(parsed.error)
    },
  )
