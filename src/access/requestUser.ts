import type { User } from '@/payload-types'

/**
 * The signed-in person as our `User`. Every account here is a `users` document (the only auth
 * collection), but Payload types the user loosely where it cannot know that (`payload.auth`'s
 * answer, a job's or a plugin endpoint's `req.user`): this is the one place that says so.
 */
export const asUser = (user: unknown): User | null => (user as User | null | undefined) ?? null

/** The person a Payload request is made by, or null. */
export const requestUser = (req: { user?: unknown }): User | null => asUser(req.user)
