import { z } from 'zod'

import { ROLES } from '@/lib/auth/roles'

/** What the local sign-in form accepts: any name and e-mail, and one of the product's roles. */
export const localSignInSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(80, 'Keep the name under 80 characters.'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter an e-mail address such as ana@example.com.')),
  role: z.enum(ROLES, { message: 'Pick a role: customer, editor or admin.' }),
})
