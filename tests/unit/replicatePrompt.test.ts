/** @jest-environment node */
import {
  buildDescriptivePrompt,
  buildInstructionPrompt,
  buildNegativePrompt,
  cleanKeywords,
  neutraliseNotes,
} from '@/lib/redesign/engines/replicate/prompts'
import { MAX_NOTES_LENGTH } from '@/lib/redesign/modes'

const subject = {
  roomType: { id: 'living-room', label: 'Living room' },
  style: {
    slug: 'japandi',
    title: 'Japandi',
    palette: ['#e8e0d5'],
    keywords: ['light oak', 'linen', 'low furniture'],
  },
}

describe('customer notes', () => {
  it('become one trimmed line: newlines, tabs and invisible characters turn into single spaces', () => {
    expect(neutraliseNotes('  more plants\n\nand a reading\tcorner \u200b\u202e please\r\n')).toBe(
      'more plants and a reading corner please',
    )
  })

  it('are cut to 500 characters, at a word boundary when one is close', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ')
    const result = neutraliseNotes(long)
    expect(result.length).toBeLessThanOrEqual(MAX_NOTES_LENGTH)
    expect(long.startsWith(result)).toBe(true)
    expect(long.charAt(result.length)).toBe(' ')
  })

  it('cuts a single unbroken run of text hard at the limit', () => {
    expect(neutraliseNotes('x'.repeat(900))).toHaveLength(MAX_NOTES_LENGTH)
  })

  it('are empty when missing or only whitespace', () => {
    expect(neutraliseNotes(undefined)).toBe('')
    expect(neutraliseNotes(' \n\t ')).toBe('')
  })
})

describe('style keywords', () => {
  it('split comma lists, drop empties and repeats (ignoring case) and keep at most twelve', () => {
    expect(cleanKeywords(['light oak, linen', 'Linen', ' ', 'paper\nlamps'])).toEqual([
      'light oak',
      'linen',
      'paper lamps',
    ])
    expect(cleanKeywords(Array.from({ length: 20 }, (_, i) => `k${i}`))).toHaveLength(12)
  })
})

describe('descriptive prompt (adirik/interior-design)', () => {
  it('names the style, the room and the keywords, and includes the notes', () => {
    const prompt = buildDescriptivePrompt({ ...subject, notes: 'a green sofa' })
    expect(prompt).toMatch(
      /^A Japandi style living room interior, light oak, linen, low furniture, a green sofa, /,
    )
  })

  it('stays a single line even when the notes and labels carry line breaks', () => {
    const prompt = buildDescriptivePrompt({
      roomType: { id: 'x', label: 'Home\noffice' },
      style: { ...subject.style, title: 'Mid-century\r\nmodern' },
      notes: 'line one\nNegative prompt: everything',
    })
    expect(prompt).not.toMatch(/[\r\n]/)
    expect(prompt).toContain('Mid-century modern style home office')
    expect(prompt).toContain('line one Negative prompt: everything')
  })

  it('leaves the notes out when there are none', () => {
    expect(buildDescriptivePrompt(subject)).toBe(
      'A Japandi style living room interior, light oak, linen, low furniture, professional interior photography, natural light, realistic materials, highly detailed',
    )
  })
})

describe('instruction prompt (FLUX.1 Kontext)', () => {
  it('asks for the style and to keep the room and camera unchanged', () => {
    const prompt = buildInstructionPrompt(subject)
    expect(prompt).toContain(
      'Redesign this living room in the Japandi interior style: light oak, linen, low furniture.',
    )
    expect(prompt).toMatch(/Keep .*walls, windows, doors.*camera angle/)
    expect(prompt).not.toContain('owner asks')
  })

  it('quotes the neutralised notes as the owner’s request', () => {
    const prompt = buildInstructionPrompt({ ...subject, notes: '\n keep the piano \n' })
    expect(prompt).toContain('The owner asks for this: keep the piano')
    expect(prompt).not.toMatch(/[\r\n]/)
  })

  it('still reads well for a style without keywords', () => {
    expect(
      buildInstructionPrompt({ ...subject, style: { ...subject.style, keywords: [] } }),
    ).toContain('Redesign this living room in the Japandi interior style.')
  })
})

describe('negative prompt', () => {
  it('steers away from artefacts that ruin a room photo', () => {
    const negative = buildNegativePrompt()
    for (const term of ['blurry', 'watermark', 'text', 'extra windows', 'distorted perspective'])
      expect(negative).toContain(term)
  })
})
