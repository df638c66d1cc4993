import { deflateSync } from 'node:zlib'

import { creditBalance } from '@/lib/credits/creditLedger'
import { createRedesigns } from '@/lib/redesign/createRedesign'
import { isRedesignRequestError } from '@/lib/redesign/redesignRequest'
import { studioFormParts } from '@/lib/redesign/studioFormParts'
import { isUploadError } from '@/lib/uploads/UploadError'
import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { inspirationPhoto, roomPhoto } from '../support/roomPhoto'

/**
 * Hostile form values for the new studio fields (keepStructure, surfaceColour, surface,
 * inspiration), sent the way POST /api/studio/redesigns handles them: the multipart form through
 * studioFormParts, then createRedesigns, and any throw mapped like the route's knownErrors
 * (RedesignRequestError → its status, UploadError → its status, anything else → 500).
 */
const payload = sharedPayload()
let photo: Buffer
let inspiration: Buffer

beforeAll(async () => {
  photo = await roomPhoto()
  inspiration = await inspirationPhoto()
}, 60_000)

type Answer = { status: number; message?: string; field?: string; id?: number }

/** What the route would answer for this form. */
async function post(
  user: User,
  fields: Record<string, string | string[]>,
  files: Record<string, Uint8Array | string> = {},
): Promise<Answer> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  if (!('photo' in files))
    form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg')
  for (const [name, value] of Object.entries(files))
    if (typeof value === 'string') form.set(name, value)
    else form.set(name, new Blob([new Uint8Array(value)]), `${name}.bin`)
  try {
    const parts = await studioFormParts(form)
    const { redesigns } = await createRedesigns(payload(), user, parts, offlineRedesignSettings())
    return { status: 201, id: redesigns[0]!.id }
  } catch (error) {
    if (isRedesignRequestError(error))
      return { status: error.status, message: error.message, field: error.field }
    if (isUploadError(error))
      return { status: error.status, message: error.message, field: 'photo' }
    return { status: 500, message: String((error as Error)?.stack ?? error) }
  }
}

const restyle = { roomType: 'bedroom', style: 'scandinavian' }
const walls = { mode: 'surface', roomType: 'bedroom', surfaceArea: 'walls', surface: 'matte' }
const match = { mode: 'match', roomType: 'living-room' }

/** A PNG whose header claims width × height with a tiny IDAT: a decompression bomb's header. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 64)) // 64 rows of zeros; the rest missing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

/** Nothing charged, no redesign row, no stored image left behind. */
async function nothingLeft(user: User, credits: number) {
  expect(await creditBalance(payload(), user.id)).toBe(credits)
  expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(0)
  expect(await countWhere(payload(), 'redesign-images', { owner: { equals: user.id } })).toBe(0)
}

describe('keepStructure with odd values', () => {
  let user: User
  beforeAll(async () => {
    user = await customerWithCredits(payload(), 'a35-keep', 5)
  })

  it.each([
    ['strict '],
    [' strict'],
    ['STRICT'],
    ['__proto__'],
    ['toString'],
    ['constructor'],
    ['strict\u0000'],
    ['ѕtrict'], // Cyrillic s
    ['x'.repeat(100_000)],
    ['{"a":1}'],
  ])('value #%# is a 400 naming keepStructure, nothing charged', async (value) => {
    const answer = await post(user, { ...restyle, keepStructure: value })
    expect(answer).toMatchObject({ status: 400, field: 'keepStructure' })
    expect(answer.message).toMatch(/strict, balanced or creative/)
    await nothingLeft(user, 5)
  })

  it('sent twice (an "array"), the last value counts: a bogus last one is a 400', async () => {
    const answer = await post(user, { ...restyle, keepStructure: ['creative', 'bogus'] })
    expect(answer).toMatchObject({ status: 400, field: 'keepStructure' })
    await nothingLeft(user, 5)
  })

  it('sent twice with a real last value, that level is stored', async () => {
    const answer = await post(user, { ...restyle, keepStructure: ['bogus', 'creative'] })
    expect(answer.status).toBe(201)
    expect((await loadRedesign(payload(), answer.id!)).keepStructure).toBe('creative')
  })

  it('blank is the default, balanced', async () => {
    const answer = await post(user, { ...restyle, keepStructure: '   ' })
    expect(answer.status).toBe(201)
    expect((await loadRedesign(payload(), answer.id!)).keepStructure).toBe('balanced')
  })
})

describe('surfaceColour and surface with odd values', () => {
  let user: User
  beforeAll(async () => {
    user = await customerWithCredits(payload(), 'a35-colour', 5)
  })

  it.each([
    ['red;}'],
    ['#fff'],
    ['#GGGGGG'],
    ['#ＦＦＦＦＦＦ'], // full-width digits
    ['#A3B18A;}body{background:url(//evil)'],
    ['</script><img src=x onerror=alert(1)>'],
    ['#A3B18A\u202E'],
    ['#A3B18A#A3B18A'],
  ])('%j for painted walls is a clear 4xx naming surfaceColour, nothing charged', async (value) => {
    const answer = await post(user, { ...walls, surfaceColour: value })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.field).toBe('surfaceColour')
    await nothingLeft(user, 5)
  })

  it('a 33+ character colour gets the same clear message (not zod’s “Too big”)', async () => {
    const answer = await post(user, { ...walls, surfaceColour: 'x'.repeat(33) })
    expect(answer).toMatchObject({ field: 'surfaceColour' })
    expect(answer.status).toBeLessThan(500)
    // The message a person can act on: the colour code format.
    expect(answer.message).toMatch(/six hex digits/)
  })

  it('a finish of another area (floor’s walnut for the walls) is a 422 naming surface', async () => {
    const answer = await post(user, { ...walls, surface: 'walnut', surfaceColour: '#A3B18A' })
    expect(answer).toMatchObject({ status: 422, field: 'surface' })
    await nothingLeft(user, 5)
  })

  it.each([['constructor'], ['hasownproperty'], ['to-string']])(
    'finish id %j is refused (no prototype lookup)',
    async (value) => {
      const answer = await post(user, { ...walls, surface: value, surfaceColour: '#A3B18A' })
      expect(answer).toMatchObject({ status: 422, field: 'surface' })
    },
  )

  it('a floor with its own colour ignores the customer’s colour code', async () => {
    const answer = await post(user, {
      ...walls,
      surfaceArea: 'floor',
      surface: 'walnut',
      surfaceColour: 'red;}',
    })
    expect(answer.status).toBe(201)
    const stored = await loadRedesign(payload(), answer.id!)
    expect(stored.surfaceColour).toBe('#5C4033')
    expect(stored.surfaceTitle).not.toContain('red')
  })

  it('a colour sent with a mode that takes none is not stored', async () => {
    const answer = await post(user, { ...restyle, surfaceColour: 'red;}' })
    expect(answer.status).toBe(201)
    expect((await loadRedesign(payload(), answer.id!)).surfaceColour ?? null).toBeNull()
  })

  it('a lower-case code is stored upper-case, exactly #RRGGBB', async () => {
    const answer = await post(user, { ...walls, surfaceColour: ' #a3b18a ' })
    expect(answer.status).toBe(201)
    const stored = await loadRedesign(payload(), answer.id!)
    expect(stored.surfaceColour).toBe('#A3B18A')
  })
})

describe('the inspiration photo, attacked', () => {
  let user: User
  beforeAll(async () => {
    user = await customerWithCredits(payload(), 'a35-insp', 5)
  })

  it.each([
    ['text bytes', () => Buffer.from('hello, this is not an image')],
    [
      'an SVG',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd"/></svg>',
        ),
    ],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['a truncated JPEG', () => inspiration.subarray(0, 200)],
    ['a 100000×100000 PNG bomb', () => bombPng(100_000, 100_000)],
    ['a 9000×9000 PNG bomb (81 Mpx)', () => bombPng(9_000, 9_000)],
    ['an HTML page', () => Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])(
    '%s is a 4xx naming inspiration, nothing charged or stored',
    async (_, bytes) => {
      const answer = await post(user, match, { inspiration: bytes() })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.field).toBe('inspiration')
      await nothingLeft(user, 5)
    },
    60_000,
  )

  it('over the size limit (11 MB) is a 413 naming inspiration', async () => {
    const big = Buffer.concat([inspiration, Buffer.alloc(11 * 1024 * 1024, 1)])
    const answer = await post(user, match, { inspiration: big })
    expect(answer.status).toBe(413)
    expect(answer.field).toBe('inspiration')
    await nothingLeft(user, 5)
  }, 60_000)

  it('an image id as text is a 400', async () => {
    const answer = await post(user, match, { inspiration: '1' })
    expect(answer).toMatchObject({ status: 400, field: 'inspiration' })
  })

  it('sent with another mode is a 400 and not stored', async () => {
    const answer = await post(user, restyle, { inspiration })
    expect(answer).toMatchObject({ status: 400, field: 'inspiration' })
    await nothingLeft(user, 5)
  })

  it('an empty part with match mode is a 400 (missing)', async () => {
    const answer = await post(user, match, { inspiration: new Uint8Array() })
    expect(answer).toMatchObject({ status: 400, field: 'inspiration' })
  })

  it('a bad inspiration after a good room photo leaves no stored room photo behind', async () => {
    const answer = await post(user, match, { inspiration: Buffer.from('GIF89a not really') })
    expect(answer.status).toBeLessThan(500)
    await nothingLeft(user, 5)
  })
})
