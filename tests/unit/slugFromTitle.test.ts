/** @jest-environment node */
import { GENERATED_SLUG_MAX_LENGTH, slugFromTitle } from '@/lib/content/slugify'

describe('slugFromTitle', () => {
  it('is the slugified title while it fits', () => {
    expect(slugFromTitle('Chaise Longue — L’Été ✨')).toBe('chaise-longue-l-ete')
  })

  it('keeps the whole words of a long title that fit in 80 characters', () => {
    const title = `A very long blog title about small living rooms ${'and cosy corners '.repeat(12)}“quoted” 🛋️`
    const slug = slugFromTitle(title)
    expect(slug.length).toBeLessThanOrEqual(GENERATED_SLUG_MAX_LENGTH)
    expect(slug).toMatch(
      /^a-very-long-blog-title-about-small-living-rooms-and-cosy-corners-and-cosy/,
    )
    expect(slug).toMatch(/-(and|cosy|corners)$/)
  })

  it('cuts a single word longer than the limit at the limit', () => {
    expect(slugFromTitle('x'.repeat(200))).toBe('x'.repeat(GENERATED_SLUG_MAX_LENGTH))
  })
})
