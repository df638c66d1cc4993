import { apiRoute } from '@/lib/http/apiRoute'
import { oldImageLocation } from '@/lib/glossary/oldImages'

type Context = { params: Promise<{ group: string; file: string }> }

// Shared caches may keep the answer an hour: an entry's image rarely changes, and its old file stays.
const CACHE_CONTROL = 'public, max-age=3600'

export const GET = apiRoute(async (_request: Request, context: Context): Promise<Response> => {
  const location = await oldImageLocation(await context.params)
  return location
    ? new Response(null, {
        status: 308,
        headers: { location, 'cache-control': CACHE_CONTROL },
      })
    : new Response('Not found', {
        status: 404,
        headers: { 'cache-control': CACHE_CONTROL, 'content-type': 'text/plain; charset=utf-8' },
      })
})
