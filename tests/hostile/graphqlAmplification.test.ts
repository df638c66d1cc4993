/**
 * A short anonymous GraphQL query must not build a huge answer (issue 10, second report, item 1):
 * rich-text bodies populate the documents they link to, and those documents' bodies once did too,
 * so `{ Glossaries(limit:100){docs{body}} }` (52 bytes) answered 163 MB. Rich-text population now
 * stops at one level (RICH_TEXT_MAX_DEPTH), whatever `depth` the query asks for.
 */
import { baseURL } from '../e2e/support/browser'

const MAX_BYTES = 10 * 1024 * 1024

async function graphQLBytes(
  query: string,
  timeoutMs = 2000,
): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(new URL('/api/graphql', baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const bytes = (await response.arrayBuffer()).byteLength
  return { status: response.status, bytes, ms: performance.now() - started }
}

describe('GraphQL rich-text amplification', () => {
  it.each([
    '{ Glossaries(limit:100){docs{body}} }',
    '{ Glossaries(limit:100){docs{body(depth:10)}} }',
    '{ Posts(limit:100){docs{body(depth:10)}} }',
    '{ Pages(limit:100){docs{body(depth:10)}} }',
  ])('%s answers within 2 s with a bounded size', async (query) => {
    const { status, bytes } = await graphQLBytes(query)
    expect(status).toBeLessThan(500)
    expect(bytes).toBeLessThan(MAX_BYTES)
  })

  it('five aliases of the same listing answer within 5 s, bounded, while /api/health stays under 1 s', async () => {
    const aliases = Array.from(
      { length: 5 },
      (_, i) => `a${i}: Glossaries(limit:100){docs{body}}`,
    ).join(' ')
    let done = false
    const poll = (async () => {
      while (!done) {
        const response = await fetch(new URL('/api/health', baseURL()), {
          signal: AbortSignal.timeout(1000),
        })
        expect(response.status).toBe(200)
        await response.arrayBuffer()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const answer = await graphQLBytes(`{ ${aliases} }`, 5000).finally(() => {
      done = true
    })
    await poll
    expect(answer.status).toBeLessThan(500)
    expect(answer.bytes).toBeLessThan(5 * MAX_BYTES)
  })
})
