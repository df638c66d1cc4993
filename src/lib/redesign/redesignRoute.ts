import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { idParam } from '@/lib/http/idParam'
import { jsonError } from '@/lib/http/jsonError'
import { answerRefusals } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import type { User } from '@/payload-types'
import { isRedesignRequestError } from './redesignRequest'

/** withCustomer's `params` for the routes under /api/studio/redesigns/[id]. */
export const redesignIdParam = idParam(
  'That is not a redesign number. Open the redesign from your list.',
)

/** Their 404: no such redesign, or not the person's (the same answer, so nothing is given away). */
export const noSuchRedesign = () => jsonError(404, 'There is no such redesign.')

/** Their 403 for a person who has not yet confirmed their age and the terms. */
export const unconfirmedCustomer = () =>
  jsonError(403, 'Please confirm your age and the terms first.')

/** withCustomer's `knownErrors` for a redesign request refused on purpose (RedesignRequestError). */
export const redesignRefusals = answerRefusals(isRedesignRequestError)

/**
 * A GET that reads something of the person's own redesign (the redesign itself, its share links,
 * its enlargements): `read` gives null when the redesign is not theirs (a 404), else the answer is
 * `json(found)`.
 */
export const ownRedesignGet = <T>(
  read: (payload: Payload, user: User, id: number) => Promise<T | null>,
  json: (found: T) => unknown,
) =>
  withCustomer(
    { params: redesignIdParam, signedOut: 'Please sign in first.' },
    async ({ payload, user, params: { id } }) => {
      const found = await read(payload, user, id)
      return found ? NextResponse.json(json(found)) : noSuchRedesign()
    },
  )
