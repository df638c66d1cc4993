import { FORM_TOO_LARGE, plainRefusal } from '@/lib/http/serverActionRefusals'

export const dynamic = 'force-dynamic'

// Form posts over 1 MB land here unread (src/lib/http/requestTarget.ts).
export const POST = (request: Request) => plainRefusal(request, 413, FORM_TOO_LARGE)
