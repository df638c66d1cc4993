import { NextResponse } from 'next/server'
import { z } from 'zod'

import { accountNameSchema } from '@/lib/account/accountNameRules'
import { signOut } from '@/lib/auth/authConfig'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonBody } from '@/lib/http/routeBody'
import { jsonError, schemaRefusal } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'

const AFTER_DELETION = '/sign-in?deleted=1'

const confirmation = z.object({ confirmEmail: z.string() })

export const PATCH = withCustomer(
  {
    rateLimit: { rule: 'account', what: 'account changes' },
    body: { maxBytes: BODY_LIMITS.accountForm, field: 'name' },
    failure: {
      log: 'Changing a name failed',
      message: 'Your name could not be saved just now. Please try again in a minute.',
    },
  },
  async ({ payload, user, body }) => {
    const parsed = accountNameSchema.safeParse(jsonBody(body) ?? {})
    if (!parsed.success)
      return schemaRefusal(parsed.error, 'Type the name you would like us to use.', 'name')
    // As the person themself, so the Users collection's field rules apply.
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { name: parsed.data.name },
      depth: 0,
      overrideAccess: false,
      user,
    })
    return NextResponse.json({ name: updated.name })
  },
)

function typedEmail(body: Uint8Array<ArrayBuffer>): string {
  const parsed = confirmation.safeParse(jsonBody(body))
  return parsed.success ? parsed.data.confirmEmail.trim().toLowerCase() : ''
}

// Auth.js clears the session cookie on this answer.
export const DELETE = withCustomer(
  {
    body: { maxBytes: BODY_LIMITS.accountDeletion },
    failure: {
      log: 'Deleting an account failed',
      answer: () =>
        jsonError(
          503,
          'Your account could not be deleted just now (we could not confirm the end of your plan with our payment provider). Nothing was deleted; please try again in a minute.',
          'confirmEmail',
        ),
    },
  },
  async ({ payload, user, body }) => {
    if (typedEmail(body) !== user.email.toLowerCase())
      return jsonError(
        400,
        `Type your e-mail address (${user.email}) exactly to confirm.`,
        'confirmEmail',
      )
    // The Users collection's hooks delete everything the person owns (ending a live plan first).
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    await signOut({ redirect: false })
    return NextResponse.json({ deleted: true, redirectTo: AFTER_DELETION })
  },
)
