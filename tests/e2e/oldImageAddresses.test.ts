/**
 * The old site's glossary images (/images/glossary/{styles,furniture,rooms}/<file>.webp) answer 308
 * to the image of the entry they belonged to, found by slug on the running server; unknown ones 404.
 */
import { baseURL } from './support/browser'

const get = (path: string) =>
  fetch(new URL(path, baseURL()), { redirect: 'manual', signal: AbortSignal.timeout(30_000) })

describe('old glossary image addresses', () => {
  it.each([
    ['/images/glossary/furniture/Hammock Chair.webp', 'hammock-chair'],
    ['/images/glossary/styles/Japandi.webp', 'japandi'],
    ['/images/glossary/rooms/Living%20Room.webp', 'living-room'],
  ])('%s answers 308 to the image of %s, which answers 200', async (path, slug) => {
    const moved = await get(path)
    expect(moved.status).toBe(308)
    expect(moved.headers.get('cache-control')).toMatch(/\bpublic\b/)
    const image = new URL(moved.headers.get('location')!, baseURL())
    // The same image the entry's own page shows.
    const entryPage = await (await get(`/glossary/${slug}`)).text()
    expect(entryPage).toContain(`src="${moved.headers.get('location')}"`)
    const served = await get(image.href)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })

  it.each([
    '/images/glossary/styles/made-up-style.webp',
    '/images/glossary/colors/gray.webp',
    '/images/glossary/styles/japandi.png',
    `/images/glossary/styles/${'a'.repeat(300)}.webp`,
  ])('%s answers 404', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
  })

  it('an undecodable name is refused by Next itself with 400, never 500', async () => {
    expect((await get('/images/glossary/styles/%E0%A4%A.webp')).status).toBe(400)
  })
})
