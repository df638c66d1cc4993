import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { nameProblem, normalizeName } from '@/lib/account/accountNameRules'

// The same on every write path; a name of only spaces or invisible characters is no name.
export const keptName: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalizeName(value) || null : value

export const nameWithinLimit: TextFieldSingleValidation = (value) =>
  typeof value === 'string' ? (nameProblem(value) ?? true) : true
