import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { UpscalePanel } from '@/components/upscale/UpscalePanel'
import type { ImageView } from '@/lib/redesign/redesignView'
import type { UpscaleView } from '@/lib/upscale/upscaleView'

const result: ImageView = {
  id: 7,
  url: '/r.jpg',
  thumbnail: '/t.webp',
  width: 1200,
  height: 900,
  favourite: false,
}

const done: UpscaleView = {
  id: 3,
  image: 7,
  scale: 2,
  status: 'succeeded',
  engine: 'lanczos',
  label: 'enlarged, not AI-upscaled',
  error: null,
  creditsCharged: 1,
  width: 2400,
  height: 1800,
  download: '/api/studio/upscales/3/download',
}

/** The studio routes as the panel sees them: the list answers `listed`, a POST is recorded. */
function routes(listed: UpscaleView[][]) {
  const posts: unknown[] = []
  let call = 0
  // jsdom has no Response: an answer is what the panel reads of one.
  const answer = (status: number, body: unknown) => ({
    ok: status < 300,
    status,
    json: async () => body,
  })
  globalThis.fetch = (async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)))
      return answer(201, { id: 3, status: 'queued' })
    }
    return answer(200, { upscales: listed[Math.min(call++, listed.length - 1)] })
  }) as unknown as typeof fetch
  return posts
}

describe('UpscalePanel', () => {
  it('shows each price and the new size before anything is asked, and says offline it is not AI', async () => {
    routes([[]])
    render(<UpscalePanel redesignId={5} image={result} withAI={false} />)
    expect(screen.getByRole('button', { name: /^Enlarge ×2 — 1 credit/ })).toHaveTextContent(
      '2,400 × 1,800 px',
    )
    expect(screen.getByRole('button', { name: /^Enlarge ×4 — 2 credits/ })).toHaveTextContent(
      '4,800 × 3,600 px',
    )
    expect(screen.getByText(/enlarged, not AI-upscaled/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement())
  })

  it('asks for the scale chosen, then offers the download with its dimensions and the label', async () => {
    const posts = routes([[], [done]])
    render(<UpscalePanel redesignId={5} image={result} withAI={false} />)
    await userEvent.click(screen.getByRole('button', { name: /^Enlarge ×2/ }))
    expect(posts).toEqual([{ image: 7, scale: 2 }])
    const download = await screen.findByRole('link', { name: /^Download ×2 — 2,400 × 1,800 px/ })
    expect(download).toHaveAttribute('href', '/api/studio/upscales/3/download')
    expect(download).toHaveTextContent('(enlarged, not AI-upscaled)')
    expect(screen.getByRole('status')).toHaveTextContent('Enlarged ×2: ready to download.')
    // The button pressed is gone: its download link has the focus, not the page.
    expect(download).toHaveFocus()
  })

  it('says a failure in the live status, and speaks only of the scale pressed last', async () => {
    const failed: UpscaleView = {
      ...done,
      id: 4,
      scale: 4,
      status: 'failed',
      error: 'The enlargement failed; your 2 credits were refunded.',
      download: null,
    }
    routes([[done], [done, { ...failed, status: 'processing', error: null }], [done, failed]])
    render(<UpscalePanel redesignId={5} image={result} withAI={false} />)
    await screen.findByRole('link', { name: /^Download ×2/ })
    await userEvent.click(screen.getByRole('button', { name: /^Enlarge ×4/ }))
    // ×2's old news is not read again with the new press.
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Enlarging ×4 failed. The enlargement failed; your 2 credits were refunded.',
        ),
      { timeout: 5_000 }, // the panel looks again each second while ×4 runs
    )
    expect(screen.getByRole('status')).not.toHaveTextContent('×2')
  })

  it('does not offer a factor past the 8192 px limit, and says an AI upscaler does the work when one does', () => {
    routes([[]])
    render(<UpscalePanel redesignId={5} image={{ ...result, width: 2400 }} withAI />)
    expect(screen.getByRole('button', { name: /×4 is over the 8,192 px limit/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: /^Enlarge ×2 — 1 credit/ })).toBeEnabled()
    expect(screen.getByText(/AI upscaler \(Real-ESRGAN\)/)).toBeInTheDocument()
  })
})
