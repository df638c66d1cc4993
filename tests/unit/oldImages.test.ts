/** @jest-environment node */
/**
 * The old site's image addresses (src/lib/glossary/oldImages.ts): which file names stand for which
 * entry, and where they lead. The published entries and the editors' redirects are stand-ins.
 */
import { jest } from '@jest/globals'

const imageOf = (slug: string) => ({ image: { url: `/api/media/file/${slug}.webp` } })
const PUBLISHED: Record<string, ReturnType<typeof imageOf>> = {
  japandi: imageOf('japandi'),
  'hammock-chair': imageOf('hammock-chair'),
  moroccan: imageOf('moroccan'),
}
jest.unstable_mockModule('@/lib/content/queries', () => ({
  getGlossaryEntry: async (slug: string) => PUBLISHED[slug],
}))
jest.unstable_mockModule('@/lib/redirects/redirectRules', () => ({
  redirectRules: async () => [
    { from: '/glossary/morrocan', to: '/glossary/moroccan', permanent: true },
    { from: '/glossary/partner', to: 'https://partner.example/page', permanent: true },
  ],
}))
const { oldImageLocation, slugOfOldImage } = await import('@/lib/glossary/oldImages')

describe('slugOfOldImage', () => {
  it.each([
    [{ group: 'styles', file: 'japandi.webp' }, 'japandi'],
    [{ group: 'styles', file: 'Mid Century Modern.webp' }, 'mid-century-modern'],
    [{ group: 'furniture', file: 'Hammock%20Chair.webp' }, 'hammock-chair'],
    [{ group: 'furniture', file: 'bar_stool.WEBP' }, 'bar-stool'],
    [{ group: 'rooms', file: 'Living-Room.webp' }, 'living-room'],
  ])('%j → %s', (params, slug) => {
    expect(slugOfOldImage(params)).toBe(slug)
  })

  it.each([
    { group: 'colors', file: 'gray.webp' },
    { group: 'styles', file: 'japandi.png' },
    { group: 'styles', file: '.webp' },
    { group: 'styles', file: 'two  spaces.webp' },
    { group: 'styles', file: '../japandi.webp' },
    { group: 'styles', file: 'caf\u00e9.webp' },
    { group: 'styles', file: 'a\u0000b.webp' },
    { group: 'styles', file: `${'a'.repeat(200)}.webp` },
    { group: 'styles' },
    null,
  ])('%j names no entry', (params) => {
    expect(slugOfOldImage(params)).toBeUndefined()
  })
})

describe('oldImageLocation', () => {
  it.each([
    [{ group: 'styles', file: 'Japandi.webp' }, '/api/media/file/japandi.webp'],
    [{ group: 'furniture', file: 'Hammock Chair.webp' }, '/api/media/file/hammock-chair.webp'],
    // The old site's misspelled entry, through its redirect record.
    [{ group: 'styles', file: 'Morrocan.webp' }, '/api/media/file/moroccan.webp'],
  ])('%j → %s', async (params, location) => {
    await expect(oldImageLocation(params)).resolves.toBe(location)
  })

  it.each([
    { group: 'styles', file: 'made-up-style.webp' },
    { group: 'styles', file: 'partner.webp' },
    { group: 'rooms', file: 'Japandi.png' },
  ])('%j leads nowhere', async (params) => {
    await expect(oldImageLocation(params)).resolves.toBeUndefined()
  })
})
