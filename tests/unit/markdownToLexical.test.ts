/** @jest-environment node */
import { collectReferences } from '@/lib/content/richTextLinks'
import { markdownToLexical, plainText } from '@/lib/content/markdownToLexical'
import { slugify } from '@/lib/content/slugify'

const resolveLink = (href: string) =>
  href === '/glossary/sofa' ? { relationTo: 'glossary', id: 7 } : undefined

describe('markdownToLexical', () => {
  it('turns site paths into internal links to documents and keeps web links as links', () => {
    const doc = markdownToLexical(
      'A [comfy sofa](/glossary/sofa) and [a shop](https://example.com).',
      { resolveLink },
    )
    expect(collectReferences(doc)).toEqual([
      { kind: 'internal', text: 'comfy sofa', relationTo: 'glossary', id: 7 },
      { kind: 'custom', text: 'a shop', url: 'https://example.com' },
    ])
  })

  it('keeps only the text of a link it cannot resolve yet', () => {
    const doc = markdownToLexical('See [the sofa](/glossary/sofa).')
    expect(collectReferences(doc)).toEqual([])
    expect(JSON.stringify(doc)).toContain('the sofa')
  })

  it('converts headings, lists and emphasis', () => {
    const doc = markdownToLexical('## Why\n\n- **bold** item\n- *soft* item\n\n1. first')
    const [heading, bullets, numbers] = doc.root.children
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(numbers).toMatchObject({ type: 'list', listType: 'number', tag: 'ol' })
    expect(JSON.stringify(bullets)).toContain('"text":"bold","format":1')
    expect(JSON.stringify(bullets)).toContain('"text":"soft","format":2')
  })

  it('turns :::idea and :::info fences into callout blocks', () => {
    const doc = markdownToLexical(
      'Intro.\n\n:::idea\nTry **this**.\n\nAnd that.\n:::\n\n:::info\nA fact.\n:::\n\nOutro.',
    )
    const blocks = doc.root.children.filter((node) => node.type === 'block')
    expect(blocks.map((node) => (node.fields as { variant: string }).variant)).toEqual([
      'idea',
      'info',
    ])
    expect((blocks[0]!.fields as { content: string }).content).toBe('Try this.\n\nAnd that.')
    expect(doc.root.children.at(-1)).toMatchObject({ type: 'paragraph' })
  })

  it('refuses Markdown it cannot represent instead of dropping it', () => {
    expect(() => markdownToLexical('<div>raw html</div>')).toThrow(/Unsupported Markdown/)
  })

  it('renders plain text from inline Markdown', () => {
    expect(plainText('A **bold** [link](/x).')).toBe('A bold link.')
  })
})

describe('slugify', () => {
  it.each([
    ['Mid-Century Modern', 'mid-century-modern'],
    ['  Café & Bar  ', 'cafe-and-bar'],
    ['Four-Poster Bed!', 'four-poster-bed'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})
