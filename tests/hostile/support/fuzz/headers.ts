/**
 * Headers an attacker adds: forged or broken credentials, cross-site origins, Payload's method
 * override, odd Accept and encoding values. The actor's real session cookie is added when sent.
 */
import fc from 'fast-check'

export type Pairs = [string, string][]

export const EVIL_ORIGIN = 'https://evil.example'

/** Origin as a same-origin page, a cross-site page, a sandboxed frame or garbage would send it. */
export const originHeader = (sameOrigin: string) =>
  fc.constantFrom<Pairs>(
    [],
    [['origin', sameOrigin]],
    [['origin', EVIL_ORIGIN]],
    [['origin', 'null']],
    [['origin', '::::']],
  )

const credentials = fc.constantFrom<Pairs>(
  [['cookie', 'authjs.session-token=garbage']],
  [['cookie', `authjs.session-token=${'a'.repeat(4_000)}`]],
  [['cookie', 'payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MX0.']],
  [['authorization', 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.']],
  [['authorization', 'Bearer x']],
  [['authorization', 'users API-Key 00000000-0000-0000-0000-000000000000']],
  [['authorization', 'Basic Og==']],
)

const misc = fc.constantFrom<Pairs>(
  [['accept', 'text/html']],
  [['accept', '*/*;q=abc']],
  [['accept-language', 'xx-XX,*;q=0.1,__proto__']],
  [['accept-encoding', 'br;q=2, gzip;q=-1']],
  [['x-forwarded-for', '127.0.0.1, 10.0.0.1']],
  [['x-forwarded-host', 'evil.example']],
  [['x-payload-http-method-override', 'DELETE']],
  [['range', 'bytes=0-0,-1']],
)

export const extraHeaders = (sameOrigin: string) =>
  fc
    .tuple(
      fc.option(credentials, { freq: 6 }),
      fc.option(originHeader(sameOrigin), { freq: 3 }),
      fc.option(misc, { freq: 6 }),
    )
    .map(([a, b, c]) => [...(a ?? []), ...(b ?? []), ...(c ?? [])])
