import { handlers } from '@/lib/auth/nextAuth'

export const { GET, POST } = handlers
