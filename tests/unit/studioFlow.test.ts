/** @jest-environment node */
import { checkoutReturnPath, checkoutReturnUrls } from '@/lib/billing/checkoutReturn'
import { attachmentHeader, downloadName, fileSlug } from '@/lib/redesign/downloadName'
import {
  DRAFT_RETURN_PATH,
  buyCreditsFromFormPath,
  formChoicesSchema,
  FRESH_FORM_CHOICES,
} from '@/lib/redesign/formDraft'

import { HOSTILE_REDIRECTS } from '../support/openRedirectPayloads'

const APP = 'https://roomwise.example'

describe('download names', () => {
  const base = {
    roomType: 'Living room',
    style: 'Japandi',
    createdAt: '2026-11-26T23:30:00.000Z',
    version: 1,
    versions: 1,
    extension: 'jpg',
  }

  it('names the file after the room, the style and the UTC day', () => {
    expect(downloadName(base)).toBe('living-room-japandi-2026-11-26.jpg')
  })

  it('numbers versions only when there are several', () => {
    expect(downloadName({ ...base, version: 2, versions: 3 })).toBe(
      'living-room-japandi-2026-11-26-2.jpg',
    )
  })

  it('says in the name when the offline engine made the image, not AI', () => {
    expect(downloadName({ ...base, version: 2, versions: 2, offline: true })).toBe(
      'living-room-japandi-2026-11-26-2-offline-preview-not-ai.jpg',
    )
  })

  it('keeps names plain ASCII whatever the style is called', () => {
    const name = downloadName({
      ...base,
      roomType: "Kids' room",
      style: 'Crème "brûlée"; filename=evil.exe\r\nX: y / ../..',
    })
    expect(name).toMatch(/^[a-z0-9.-]+$/)
    expect(name).toBe('kids-room-creme-brulee-filename-evil-exe-x-y-2026-11-26.jpg')
    expect(attachmentHeader(name)).toBe(`attachment; filename="${name}"`)
    expect(fileSlug('北京')).toBe('')
    expect(downloadName({ ...base, style: '北京', extension: '' })).toBe(
      'living-room-2026-11-26.jpg',
    )
  })
})

describe('checkout return address', () => {
  it('accepts a path on this site and returns to it with the outcome and the session', () => {
    expect(checkoutReturnPath(DRAFT_RETURN_PATH)).toBe('/redesign?draft=1')
    expect(checkoutReturnUrls(APP, '/redesign?draft=1')).toEqual({
      success_url: `${APP}/redesign?draft=1&checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP}/redesign?draft=1&checkout=cancelled`,
    })
  })

  it('defaults to /billing and /pricing', () => {
    expect(checkoutReturnUrls(APP, null)).toEqual({
      success_url: `${APP}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP}/pricing?checkout=cancelled`,
    })
  })

  it('drops a fragment and a planted session id', () => {
    expect(checkoutReturnPath('/redesign?draft=1#top')).toBe('/redesign?draft=1')
    expect(checkoutReturnUrls(APP, '/redesign?session_id=cs_evil').success_url).toBe(
      `${APP}/redesign?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    )
  })

  it.each(HOSTILE_REDIRECTS.map((value) => [JSON.stringify(value), value]))(
    'refuses %s',
    (_label, value) => {
      expect(checkoutReturnPath(value)).toBeNull()
    },
  )

  it('refuses absolute addresses, even to this site, and non-strings', () => {
    expect(checkoutReturnPath('https://evil.example/redesign')).toBeNull()
    expect(checkoutReturnPath(`${APP}/redesign`)).toBeNull()
    expect(checkoutReturnPath(undefined)).toBeNull()
    expect(checkoutReturnPath(null)).toBeNull()
  })

  it('is what the form hands pricing', () => {
    expect(new URL(buyCreditsFromFormPath, APP).searchParams.get('returnTo')).toBe(
      DRAFT_RETURN_PATH,
    )
  })
})

const FRESH = FRESH_FORM_CHOICES

describe("a draft read back from the browser's storage", () => {
  it('keeps well-formed choices', () => {
    const choices = {
      mode: 'surface',
      roomType: 'kitchen',
      style: '',
      surfaceArea: 'cabinets',
      surface: 'painted',
      surfaceColour: '#A3B18A',
      notes: 'keep the oven',
      variants: 3,
    }
    expect(formChoicesSchema.parse(choices)).toEqual(choices)
  })

  it('reads a draft saved before modes as a restyle', () => {
    const choices = { roomType: 'kitchen', style: 'japandi', notes: 'keep the oven', variants: 3 }
    expect(formChoicesSchema.parse(choices)).toEqual({
      ...choices,
      mode: 'restyle',
      surfaceArea: '',
      surface: '',
      surfaceColour: '',
    })
  })

  it('replaces anything malformed with a fresh value', () => {
    expect(
      formChoicesSchema.parse({
        mode: 'teleport',
        roomType: 'dungeon',
        style: '<script>',
        surfaceArea: 'ceiling',
        surface: '../etc',
        surfaceColour: 'red; background: url(x)',
        notes: 'x'.repeat(5000),
        variants: 99,
      }),
    ).toEqual(FRESH)
    expect(formChoicesSchema.parse('garbage')).toEqual(FRESH)
    expect(FRESH).toMatchObject({ mode: 'restyle', roomType: 'living-room', variants: 1 })
  })
})
