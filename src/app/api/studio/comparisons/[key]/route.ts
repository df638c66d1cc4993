import { NextResponse } from 'next/server'

import { jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { findStyleComparison, isComparisonKey } from '@/lib/redesign/styleComparison'

/** A key no comparison can have is refused whoever asks (before the session is looked at). */
const comparisonKeyParam = ({ key }: Record<string, string>): { key: string } | Response =>
  key && isComparisonKey(key)
    ? { key }
    : jsonError(400, 'That is not a style comparison. Open it from your redesigns.')

/** GET: every style of one comparison as its page shows them, in the order chosen (one poll). */
export const GET = withCustomer(
  { params: comparisonKeyParam },
  async ({ payload, user, params: { key } }) => {
    const redesigns = await findStyleComparison(payload, user, key)
    return redesigns.length > 0
      ? NextResponse.json({ redesigns })
      : jsonError(404, 'There is no such style comparison.')
  },
)
