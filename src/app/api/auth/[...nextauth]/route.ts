import { guardAuthRoute } from '@/lib/auth/guardAuthRoutes'
import { handlers } from '@/lib/auth/authConfig'

export const GET = guardAuthRoute(handlers.GET)
export const POST = guardAuthRoute(handlers.POST)
