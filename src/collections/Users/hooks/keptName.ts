import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { nameProblem, normalizeName } from '@/lib/account/accountNameRules'

/**
 * A name is kept the same way whichever path writes it (sign-in, PATCH /api/account, the admin
 * panel, Payload REST): normalized, and a name that is only spaces or invisible characters is no
 * name (the header then says "Account").
 */
export const keptName: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalizeName(value) || null : value

/** At most MAX_NAME_LENGTH characters as a person counts them (an emoji is one). */
export const nameWithinLimit: TextFieldSingleValidation = (value) =>
  typeof value === 'string' ? (nameProblem(value) ?? true) : true
