import { FORM_TOO_LARGE, plainRefusal } from '@/lib/http/serverActionRefusals'

export const dynamic = 'force-dynamic'

/**
 * Every form post to a page declaring more than 1 MB lands here unread
 * (src/lib/http/oversizedFormPosts.ts); the body is dropped after the answer
 * (src/lib/http/unreadBodies.ts), and a longer one ends in a closed connection.
 */
export const POST = (request: Request) => plainRefusal(request, 413, FORM_TOO_LARGE)
