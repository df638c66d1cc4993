import { NextResponse } from 'next/server'

import { latestDataExport, requestDataExport } from '@/lib/account/exportLifecycle'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { withCustomer } from '@/lib/http/withCustomer'

export const GET = withCustomer({}, async ({ payload, user }) =>
  NextResponse.json(await latestDataExport(payload, user.id)),
)

// Pressing again while one is being prepared starts nothing (202 either way).
export const POST = withCustomer(
  {
    rateLimit: { rule: 'account', what: 'requests to prepare your data' },
    body: { maxBytes: BODY_LIMITS.accountForm },
    failure: {
      log: 'Starting a data export failed',
      message: 'We could not start preparing your data just now. Please try again in a minute.',
    },
  },
  async ({ payload, user }) => {
    const { started } = await requestDataExport(payload, user.id)
    const view = await latestDataExport(payload, user.id)
    return NextResponse.json({ started, ...view }, { status: 202 })
  },
)
