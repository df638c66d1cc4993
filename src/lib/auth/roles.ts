import type { User } from '@/payload-types'

export const ROLES = ['admin', 'editor', 'customer'] as const
export type Role = (typeof ROLES)[number]

export type MaybeUser = Pick<User, 'role'> | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user?.role && roles.includes(user.role as Role))
