/** @jest-environment node */
/**
 * The editorial content shipped in content/ (see content/README.md and PRODUCT.md §4), checked
 * straight from the files with the loaders the seed uses: no database. Every failure names the
 * file at fault. Point ROOMWISE_CONTENT_DIR at a copy of the folder to check that copy instead.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Lexer, type Token, type Tokens } from 'marked'

import { contentDir } from '@/lib/env/directories'
import {
  illustrationFor,
  loadAuthors,
  loadCategories,
  loadGlossary,
  loadPages,
  loadPosts,
  type GlossaryContent,
  type PostContent,
} from '@/lib/content/contentFiles'

// ---------------------------------------------------------------------------------------------
// What must ship (content/README.md, PRODUCT.md §4)
// ---------------------------------------------------------------------------------------------

/** category → "slug Title · slug Title · …", copied verbatim from the table in content/README.md. */
const GLOSSARY_TABLE: Record<string, string> = {
  'interior-design-styles':
    'art-deco Art Deco · bohemian Bohemian · coastal Coastal · contemporary Contemporary · cottagecore Cottagecore · desert-modern Desert Modern · farmhouse Farmhouse · french-country French Country · gothic Gothic · hollywood-regency Hollywood Regency · industrial Industrial · japandi Japandi · maximalist Maximalist · mediterranean Mediterranean · mid-century-modern Mid-Century Modern · minimalist Minimalist · modern Modern · moroccan Moroccan · psychedelic Psychedelic · retro Retro · rustic Rustic · scandinavian Scandinavian · traditional Traditional · transitional Transitional',
  'furniture-and-fixtures':
    'accent-chair Accent Chair · armchair Armchair · armless-chair Armless Chair · bar-stool Bar Stool · barrel-chair Barrel Chair · beanbag-chair Beanbag Chair · bunk-bed Bunk Bed · four-poster-bed Four-Poster Bed · hammock Hammock · hammock-chair Hammock Chair · hanging-chair Hanging Chair · lounge-chair Lounge Chair · loveseat Loveseat · modular-sofa Modular Sofa · recliner Recliner · rocking-chair Rocking Chair · sectional Sectional · side-table Side Table · sleeper-sofa Sleeper Sofa · sofa Sofa · throw-pillows Throw Pillows · credenza Credenza · coffee-table Coffee Table · ottoman Ottoman',
  'room-types':
    'home-office Home Office · living-room Living Room · balcony Balcony · primary-bedroom Primary Bedroom · nursery Nursery',
  'materials-and-finishes':
    'rattan Rattan · velvet Velvet · chrome Chrome · wood-types Wood Types · leather Leather · concrete Concrete · stucco Stucco',
  colors: 'neutrals Neutrals · gray Gray · white White · beige Beige · earth-tones Earth Tones',
  'lighting-design': 'chandelier Chandelier · natural-lighting Natural Lighting',
}

type ExpectedEntry = { slug: string; title: string; category: string }

/** slug → { title, category }, from the table above ("slug Title · slug Title · …"). */
const EXPECTED_GLOSSARY = new Map<string, ExpectedEntry>(
  Object.entries(GLOSSARY_TABLE).flatMap(([category, list]) =>
    list.split(' · ').map((item): [string, ExpectedEntry] => {
      const [slug, ...title] = item.split(' ')
      return [slug!, { slug: slug!, title: title.join(' '), category }]
    }),
  ),
)

/** The 49 entries of the original site (PRODUCT.md §4); the other 18 are the targets of its dangling links. */
const ORIGINAL_49 = [
  'art-deco',
  'bohemian',
  'coastal',
  'contemporary',
  'cottagecore',
  'desert-modern',
  'farmhouse',
  'french-country',
  'gothic',
  'hollywood-regency',
  'industrial',
  'japandi',
  'maximalist',
  'mediterranean',
  'mid-century-modern',
  'minimalist',
  'modern',
  'moroccan',
  'psychedelic',
  'retro',
  'rustic',
  'scandinavian',
  'traditional',
  'transitional',
  'accent-chair',
  'armchair',
  'armless-chair',
  'bar-stool',
  'barrel-chair',
  'beanbag-chair',
  'bunk-bed',
  'four-poster-bed',
  'hammock',
  'hammock-chair',
  'hanging-chair',
  'lounge-chair',
  'loveseat',
  'modular-sofa',
  'recliner',
  'rocking-chair',
  'sectional',
  'side-table',
  'sleeper-sofa',
  'sofa',
  'throw-pillows',
  'home-office',
  'living-room',
  'rattan',
  'velvet',
]
const LINK_TARGETS_18 = [
  'chrome',
  'wood-types',
  'leather',
  'concrete',
  'stucco',
  'neutrals',
  'gray',
  'white',
  'beige',
  'earth-tones',
  'chandelier',
  'natural-lighting',
  'credenza',
  'coffee-table',
  'ottoman',
  'balcony',
  'primary-bedroom',
  'nursery',
]

const GLOSSARY_CATEGORIES = Object.keys(GLOSSARY_TABLE)
const BLOG_CATEGORIES = ['interior-design', 'home-improvement']
const STYLES = 'interior-design-styles'
const POSTS = [
  'ai-vs-interior-designers',
  'beautiful-house-with-ai',
  'budget-friendly-interior-design-ideas',
  'interior-design-inspiration',
]
const LEGAL_PAGES = ['privacy', 'terms', 'refund-policy']

/** Facts each legal page must state (PRODUCT.md §4), matched case-insensitively in its text. */
const LEGAL_FACTS: [page: string, phrase: string][] = [
  ['privacy', 'email address'],
  ['privacy', 'basic profile'],
  ['privacy', 'uploaded images'],
  ['privacy', 'anonymized usage data'],
  ['privacy', 'never sell or rent'],
  ['privacy', 'do not store your card details'],
  ['privacy', 'third-party AI service'],
  // What sign-up does with e-mail addresses after an account is deleted (src/lib/auth/freeCredits).
  ['privacy', 'keyed hash of your email address'],
  ['privacy', 'once per email address'],
  ['terms', 'at least 13 years old'],
  ['terms', 'you keep ownership'],
  ['terms', 'non-exclusive licence'],
  ['terms', 'illegal'],
  ['terms', 'offensive'],
  ['terms', 'harmful'],
  ['terms', 'infringe'],
  ['refund-policy', 'final and non-refundable'],
  ['refund-policy', 'technical issue'],
  ['refund-policy', 'within 7 days'],
  ['refund-policy', 'order number'],
  ['refund-policy', 'email address'],
  ['refund-policy', 'description of the issue'],
  ['refund-policy', 'prices and fees are stated before purchase'],
  // What the payments code does on a refund (src/lib/billing/orders.ts), stated to customers.
  ['refund-policy', 'as far as your balance still holds them'],
  ['refund-policy', 'never goes below zero'],
  ['refund-policy', 'rounded down in your favour'],
]

const MIN_WORDS = { entry: 350, post: 900 } as const
const MAX_SVG_BYTES = 20_000
const SHARED_SENTENCE_WORDS = 8
const DUPLICATE_PARAGRAPH_WORDS = 8
const MAX_JACCARD = 0.2

// ---------------------------------------------------------------------------------------------
// Reading Markdown: text without syntax or link URLs, blocks, links
// ---------------------------------------------------------------------------------------------

type Block = { kind: 'heading' | 'paragraph' | 'item'; text: string }
type Markdown = {
  blocks: Block[]
  links: string[]
  /** Things the rules forbid in a body: images, raw HTML, `#` headings, unsupported blocks. */
  forbidden: string[]
}

const CALLOUT = /^:::(idea|info)[ \t]*\n([\s\S]*?)\n:::[ \t]*$/gm
const FENCE_LINE = /^:::.*$/gm
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)

function readMarkdown(markdown: string): Markdown {
  const result: Markdown = { blocks: [], links: [], forbidden: [] }
  const inline = (tokens: Token[]): string =>
    tokens
      .map((token): string => {
        switch (token.type) {
          case 'link':
            result.links.push((token as Tokens.Link).href)
            return inline(token.tokens ?? [])
          case 'image':
            result.forbidden.push(`an image (${token.raw})`)
            return ''
          case 'html':
            result.forbidden.push(`raw HTML (${token.raw.trim()})`)
            return ''
          case 'br':
            return ' '
          default:
            if ('tokens' in token && token.tokens) return inline(token.tokens)
            return 'text' in token ? decode(String(token.text)) : ''
        }
      })
      .join('')
  const block = (token: Token): void => {
    switch (token.type) {
      case 'heading':
        if ((token as Tokens.Heading).depth === 1)
          result.forbidden.push(`a level-1 heading (${token.raw.trim()})`)
        result.blocks.push({ kind: 'heading', text: inline(token.tokens ?? []) })
        return
      case 'paragraph':
        result.blocks.push({ kind: 'paragraph', text: inline(token.tokens ?? []) })
        return
      case 'list':
        for (const item of (token as Tokens.List).items) {
          const isText = (t: Token) => t.type === 'text' || t.type === 'paragraph'
          const text = item.tokens
            .filter(isText)
            .map((t) => inline('tokens' in t && t.tokens ? t.tokens : []))
          result.blocks.push({ kind: 'item', text: text.join(' ') })
          item.tokens.filter((t) => !isText(t)).forEach(block)
        }
        return
      case 'blockquote':
        ;(token.tokens ?? []).forEach(block)
        return
      case 'space':
      case 'hr':
        return
      case 'html':
        result.forbidden.push(`raw HTML (${token.raw.trim().slice(0, 60)})`)
        return
      default:
        result.forbidden.push(
          `unsupported Markdown ${token.type} (${token.raw.trim().slice(0, 60)})`,
        )
    }
  }
  // Callout fences become paragraph breaks; their contents are ordinary Markdown.
  new Lexer().lex(markdown.replace(FENCE_LINE, '')).forEach(block)
  return result
}

const markdownCache = new Map<string, Markdown>()
const read = (markdown: string) => {
  let result = markdownCache.get(markdown)
  if (!result) markdownCache.set(markdown, (result = readMarkdown(markdown)))
  return result
}

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu
const countWords = (text: string) => text.match(WORD)?.length ?? 0
const bodyWords = (markdown: string) =>
  read(markdown).blocks.reduce((sum, block) => sum + countWords(block.text), 0)
const plainText = (markdown: string) =>
  read(markdown)
    .blocks.map((block) => block.text)
    .join('\n')
    .replace(/\s+/g, ' ')

// ---------------------------------------------------------------------------------------------
// Sentences
// ---------------------------------------------------------------------------------------------

const CLOSERS = `["'”’)\\]]*`
/** Hides full stops that do not end a sentence: decimals, domains, e.g., i.e., etc. mid-sentence. */
const maskNonTerminalStops = (text: string) =>
  text
    .replace(/\b(?:e\.g|i\.e|etc|vs|approx|cf|mr|mrs|ms|dr|st)\.(?=,|\s+[a-z0-9(])/gi, (abbr) =>
      abbr.replace(/\./g, '·'),
    )
    .replace(/(?<=\w)\.(?=\w)/g, '·')

/** Exactly one sentence: one `.`, `!` or `?` (decimals and abbreviations aside), at the very end. */
function sentenceProblem(text: string): string | undefined {
  const masked = maskNonTerminalStops(text.trim())
  const stops = masked.match(/[.!?]/g) ?? []
  if (!new RegExp(`[.!?]${CLOSERS}$`).test(masked)) return 'does not end with . ! or ?'
  if (stops.length !== 1)
    return `has ${stops.length} sentence breaks (${stops.join(' ')}), so it is more than one sentence`
  return undefined
}

const splitSentences = (text: string) =>
  maskNonTerminalStops(text)
    .split(new RegExp(`(?<=[.!?]${CLOSERS})\\s+`))
    .map((sentence) => sentence.trim())
    .filter(Boolean)

/** Lower case, no punctuation, single spaces: "Don't  stop, it's—fine!" → "dont stop its fine". */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

const PLACEHOLDER = '§'

/** The words that name an entry (its title and slug words, singular or plural). */
function nameWords(title: string, slug: string): Set<string> {
  const words = new Set<string>()
  for (const word of [...normalise(title).split(' '), ...slug.split('-')]) {
    if (!word) continue
    words.add(word).add(`${word}s`).add(`${word}es`)
    if (word.endsWith('s')) words.add(word.slice(0, -1))
    if (word.endsWith('es')) words.add(word.slice(0, -2))
  }
  return words
}

/** A normalised sentence with the entry's own name replaced by one placeholder, so swapping nouns does not hide a copy. */
function anonymise(sentence: string, names: Set<string>): string {
  const words = normalise(sentence)
    .split(' ')
    .filter(Boolean)
    .map((word) => (names.has(word) ? PLACEHOLDER : word))
  return words.filter((word, i) => word !== PLACEHOLDER || words[i - 1] !== PLACEHOLDER).join(' ')
}

type EntryText = {
  title: string
  slug: string
  description: string
  body: string
  faq: { question: string; answer: string }[]
}

/** Every sentence an entry says, anonymised: description, body (headings, paragraphs, list items) and FAQ. */
function entrySentences(entry: EntryText): Set<string> {
  const names = nameWords(entry.title, entry.slug)
  const texts = [
    entry.description,
    ...read(entry.body).blocks.map((block) => block.text),
    ...entry.faq.flatMap((item) => [item.question, item.answer]),
  ]
  return new Set(
    texts
      .flatMap(splitSentences)
      .map((sentence) => anonymise(sentence, names))
      .filter(Boolean),
  )
}

// ---------------------------------------------------------------------------------------------
// Illustrations
// ---------------------------------------------------------------------------------------------

const XML_NAME = '[A-Za-z_][\\w:.-]*'
const XML_TOKEN = new RegExp(
  [
    '<!--[\\s\\S]*?-->',
    '<\\?[\\s\\S]*?\\?>',
    `<\\/(${XML_NAME})\\s*>`,
    `<(${XML_NAME})((?:\\s+${XML_NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(\\/?)>`,
    '<',
    '&(?!(?:amp|lt|gt|quot|apos|#\\d+|#x[0-9a-fA-F]+);)',
  ].join('|'),
  'g',
)

/** A small XML well-formedness check: balanced tags, quoted unique attributes, one root, no stray < or &. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = []
  const open: string[] = []
  let roots = 0
  let last = 0
  for (const match of xml.matchAll(XML_TOKEN)) {
    const [token, closing, name, attributes, selfClosing] = match
    const between = xml.slice(last, match.index)
    if (open.length === 0 && between.trim())
      problems.push(`text outside the root element: ${between.trim().slice(0, 40)}`)
    last = match.index + token.length
    if (token.startsWith('<!--') || token.startsWith('<?')) continue
    if (closing) {
      const expected = open.pop()
      if (expected !== closing)
        problems.push(`</${closing}> closes ${expected ? `<${expected}>` : 'nothing'}`)
    } else if (name) {
      if (open.length === 0) roots++
      const attributeNames = [
        ...(attributes ?? '').matchAll(new RegExp(`(${XML_NAME})\\s*=`, 'g')),
      ].map((m) => m[1]!)
      const duplicate = attributeNames.find(
        (attribute, i) => attributeNames.indexOf(attribute) !== i,
      )
      if (duplicate) problems.push(`<${name}> repeats the attribute ${duplicate}`)
      if (!selfClosing) open.push(name)
    } else {
      problems.push(
        `malformed markup near ${JSON.stringify(xml.slice(match.index, match.index + 40))}`,
      )
    }
    if (problems.length > 5) break
  }
  if (xml.slice(last).trim()) problems.push('text after the root element')
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`)
  if (roots !== 1) problems.push(`${roots} root elements`)
  return problems
}

function illustrationProblems(svgFile: string, viewBox: string, size: string): string[] {
  const name = label(svgFile)
  if (!fs.existsSync(svgFile)) return [`${name} is missing`]
  const bytes = fs.statSync(svgFile).size
  const svg = fs.readFileSync(svgFile, 'utf8').trim()
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const problems: string[] = []
  const fail = (problem: string) => problems.push(`${name} ${problem}`)
  if (bytes >= MAX_SVG_BYTES)
    fail(`is ${bytes} bytes; illustrations must be under ${MAX_SVG_BYTES}`)
  if (!root) fail('does not start with <svg')
  if (!/\sviewBox="[^"]+"/.test(root)) fail('has no viewBox on <svg>')
  else if (!root.includes(`viewBox="${viewBox}"`)) fail(`must have viewBox="${viewBox}"`)
  if (size && !root.includes(size)) fail(`must have ${size} on <svg>`)
  for (const problem of xmlProblems(svg)) fail(`is not well-formed XML: ${problem}`)
  for (const element of ['script', 'foreignObject', 'image', 'text']) {
    if (new RegExp(`<${element}[\\s/>]`, 'i').test(svg)) fail(`contains <${element}>`)
  }
  if (/\son[a-z]+\s*=/i.test(svg)) fail('has an event-handler attribute')
  const references = [...svg.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/g)].map(
    (m) => m[1]!,
  )
  for (const href of references) if (!href.startsWith('#')) fail(`refers to ${href}`)
  for (const [url] of svg.matchAll(/url\(\s*['"]?(?!#)[^)]*\)/g)) fail(`refers to ${url}`)
  if (/@import|https?:\/\/(?!www\.w3\.org\/)/i.test(svg)) fail('refers to an external address')
  return problems
}

// ---------------------------------------------------------------------------------------------
// The content, loaded once
// ---------------------------------------------------------------------------------------------

const glossary = loadGlossary()
const posts = loadPosts()
const authors = loadAuthors()
const pages = loadPages()
const categories = loadCategories()

/** "content/glossary/sofa.md": how the loader and README name a file, wherever the folder lives. */
function label(file: string) {
  return `content/${path.relative(contentDir(), file).split(path.sep).join('/')}`
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HEX = /^#[0-9A-Fa-f]{6}$/
const glossarySlugs = new Set(glossary.map((entry) => entry.slug))
const postSlugs = new Set(posts.map((post) => post.slug))
const pageSlugs = new Set(pages.map((page) => page.slug))
const authorSlugs = new Set(authors.map((author) => author.slug))
const categoryBySlug = new Map(categories.map((category) => [category.slug, category]))
const rows = <T extends { file: string }>(docs: T[]) =>
  docs.map((doc): [string, T] => [label(doc.file), doc])

/**
 * Which entries carry a palette and prompt keywords, and how many keywords: styles describe a whole
 * room; colours and materials (glossary finishes, src/lib/seed/seedFinishDetails.ts) describe
 * one finish, so fewer. The prompt builder keeps at most 12 keywords of at most 60 characters.
 */
type PromptRule = { what: string; minKeywords: number; maxKeywords: number; namesItself: boolean }
const PROMPT_DETAILS: Record<string, PromptRule> = {
  [STYLES]: { what: 'a style', minKeywords: 8, maxKeywords: 14, namesItself: false },
  ...Object.fromEntries(
    ['colors', 'materials-and-finishes'].map((category) => [
      category,
      { what: 'a surface finish', minKeywords: 4, maxKeywords: 12, namesItself: true },
    ]),
  ),
}
const MAX_KEYWORD_CHARS = 60

/** Problems with an entry's `palette` and `promptKeywords` (or their presence where none belong). */
function promptDetailProblems(entry: GlossaryContent): string[] {
  const problems: string[] = []
  const rule = PROMPT_DETAILS[entry.category]
  if (!rule) {
    if (entry.palette)
      problems.push('has a palette, which only styles, colours and materials carry')
    if (entry.promptKeywords)
      problems.push('has promptKeywords, which only styles, colours and materials carry')
    return problems
  }
  const palette = entry.palette ?? []
  if (palette.length !== 5)
    problems.push(`palette has ${palette.length} colours; ${rule.what} needs exactly 5`)
  for (const colour of palette)
    if (!HEX.test(colour)) problems.push(`palette colour ${colour} is not #RRGGBB`)
  if (new Set(palette.map((colour) => colour.toLowerCase())).size !== palette.length)
    problems.push('palette repeats a colour')
  const keywords = (entry.promptKeywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
  if (keywords.length < rule.minKeywords || keywords.length > rule.maxKeywords)
    problems.push(
      `promptKeywords has ${keywords.length} keywords; ${rule.what} needs ${rule.minKeywords}–${rule.maxKeywords}`,
    )
  for (const keyword of keywords) {
    if (keyword.length > MAX_KEYWORD_CHARS)
      problems.push(`keyword "${keyword}" is over ${MAX_KEYWORD_CHARS} characters`)
    if (/[.!?;:"<>[\]]/.test(keyword))
      problems.push(`keyword "${keyword}" is prose, not a visual keyword`)
  }
  // A surface prompt names the finish it paints (a style's title is in its prompt already): "Gray" needs "gray", "Earth Tones" needs "earth".
  const name = entry.title.split(' ')[0]!.toLowerCase().replace(/s$/, '')
  if (rule.namesItself && !entry.promptKeywords?.toLowerCase().includes(name))
    problems.push(`promptKeywords never name the finish ("${name}")`)
  return problems
}

/** Problems with a file's name: it must be `<slug>.md`, and the seed's image `<name>.webp`, both kebab-case. */
function namingProblems(doc: { file: string; slug: string }, webpName?: string): string[] {
  const problems: string[] = []
  if (!KEBAB.test(doc.slug)) problems.push(`slug ${doc.slug} is not lower-case kebab-case`)
  if (path.basename(doc.file) !== `${doc.slug}.md`)
    problems.push(`file name does not match its slug ${doc.slug}`)
  if (webpName !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/.test(webpName)) {
    problems.push(`the seed would name its image ${webpName}, not lower-case kebab-case`)
  }
  return problems.map((problem) => `${label(doc.file)}: ${problem}`)
}

/** Resolves a site-internal link written in content, or says why it does not resolve. */
function linkProblem(href: string, allowed: ('glossary' | 'blog' | 'pages')[]): string | undefined {
  const match = /^\/(glossary|blog|pages)\/([^/?#]+)$/.exec(href)
  const kind = match?.[1] as 'glossary' | 'blog' | 'pages' | undefined
  if (!match || !kind || !allowed.includes(kind)) {
    return `links to ${href}; only ${allowed.map((k) => `/${k}/<slug>`).join(', ')} links are allowed`
  }
  const exists = { glossary: glossarySlugs, blog: postSlugs, pages: pageSlugs }[kind]
  if (!exists.has(match[2]!)) return `links to ${href}, which does not exist`
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('the text helpers this test relies on', () => {
  it('knows one sentence from two', () => {
    expect(sentenceProblem('A sofa seats three, e.g. a family, on 2.5 cushions.')).toBeUndefined()
    expect(sentenceProblem('A sofa seats three. It is comfy.')).toMatch(/2 sentence breaks/)
    expect(sentenceProblem('A sofa seats three')).toMatch(/does not end/)
    expect(sentenceProblem('Is it comfy? Yes!')).toMatch(/2 sentence breaks/)
  })

  it('counts words without Markdown syntax or link URLs', () => {
    expect(
      bodyWords(
        '## A heading\n\nSome **bold** [sofa](/glossary/sofa) text.\n\n- one item\n\n:::idea\nA tip.\n:::',
      ),
    ).toBe(10)
    expect(read('See [two words](/glossary/sofa) and [more](/glossary/gray).').links).toEqual([
      '/glossary/sofa',
      '/glossary/gray',
    ])
  })

  it("treats sentences that differ only in the entry's own name as the same", () => {
    const sofa = { title: 'Sofa', slug: 'sofa', description: '', faq: [], body: 'A sofa is comfy.' }
    const loveseat = {
      title: 'Loveseat',
      slug: 'loveseat',
      description: '',
      faq: [],
      body: 'A loveseat is comfy.',
    }
    const accentChair = {
      title: 'Accent Chair',
      slug: 'accent-chair',
      description: '',
      faq: [],
      body: 'Accent chairs are comfy.',
    }
    const barStool = {
      title: 'Bar Stool',
      slug: 'bar-stool',
      description: '',
      faq: [],
      body: 'Bar stools are comfy.',
    }
    expect([...entrySentences(sofa)]).toEqual([...entrySentences(loveseat)])
    expect([...entrySentences(accentChair)]).toEqual([...entrySentences(barStool)])
  })

  it('spots malformed and unsafe SVG', () => {
    expect(xmlProblems('<svg viewBox="0 0 1 1"><g><path d="M0 0"/></g></svg>')).toEqual([])
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([])
    expect(xmlProblems('<svg><path d="M0 0></svg>')).not.toEqual([])
    expect(xmlProblems('<svg a="1" a="2"/>')).not.toEqual([])
  })
})

describe('categories', () => {
  it('are exactly the 6 glossary categories and the 2 blog categories', () => {
    expect([...categoryBySlug.keys()].sort()).toEqual(
      [...GLOSSARY_CATEGORIES, ...BLOG_CATEGORIES].sort(),
    )
  })

  it.each(rows(categories))(
    '%s has a one-sentence description and a 60–120 word introduction',
    (file, category) => {
      const problems: string[] = []
      const sentence = sentenceProblem(category.description)
      if (sentence) problems.push(`${file}: description ${sentence}`)
      const words = bodyWords(category.body)
      if (words < 60 || words > 120)
        problems.push(`${file}: introduction has ${words} words; it needs 60–120`)
      for (const href of read(category.body).links) {
        const problem = linkProblem(href, ['glossary'])
        if (problem) problems.push(`${file}: ${problem}`)
      }
      problems.push(...namingProblems(category))
      expect(problems).toEqual([])
    },
  )
})

describe('glossary', () => {
  it('has exactly the 67 entries of content/README.md: the 49 originals and the 18 link targets', () => {
    expect(new Set([...ORIGINAL_49, ...LINK_TARGETS_18]).size).toBe(67)
    expect([...EXPECTED_GLOSSARY.keys()].sort()).toEqual(
      [...ORIGINAL_49, ...LINK_TARGETS_18].sort(),
    )
    const missing = [...EXPECTED_GLOSSARY.keys()]
      .filter((slug) => !glossarySlugs.has(slug))
      .map((slug) => `content/glossary/${slug}.md is missing`)
    const extra = glossary
      .filter((entry) => !EXPECTED_GLOSSARY.has(entry.slug))
      .map((entry) => `${label(entry.file)} is not in the list`)
    expect([...missing, ...extra]).toEqual([])
    expect(glossary).toHaveLength(67)
  })

  it('fills every glossary category', () => {
    const empty = GLOSSARY_CATEGORIES.filter(
      (category) => !glossary.some((entry) => entry.category === category),
    )
    expect(empty).toEqual([])
  })

  it.each(rows(glossary))('%s has valid front matter', (file, entry) => {
    const problems: string[] = []
    const fail = (problem: string) => problems.push(`${file}: ${problem}`)
    const expected = EXPECTED_GLOSSARY.get(entry.slug)
    if (!entry.category) fail('category is not set')
    else if (!categoryBySlug.has(entry.category)) fail(`category ${entry.category} does not exist`)
    if (expected && entry.category !== expected.category) {
      fail(`category is ${entry.category}, but the entry belongs in ${expected.category}`)
    }
    if (expected && entry.title !== expected.title)
      fail(`title is "${entry.title}", but the listed title is "${expected.title}"`)
    const sentence = sentenceProblem(entry.description)
    if (sentence) fail(`description ${sentence}`)
    if (!entry.imageAlt || entry.imageAlt.trim().length < 20)
      fail('imageAlt must describe the picture in at least 20 characters')

    if (entry.faq.length < 3 || entry.faq.length > 4)
      fail(`has ${entry.faq.length} FAQ items; it needs 3 or 4`)
    entry.faq.forEach(({ question, answer }, i) => {
      if (!question.trim().endsWith('?')) fail(`FAQ ${i + 1} question does not end with ?`)
      if (/[[\]*_`<>#]/.test(answer)) fail(`FAQ ${i + 1} answer is not plain text`)
    })

    if (entry.related.length < 3 || entry.related.length > 5)
      fail(`has ${entry.related.length} related entries; it needs 3–5`)
    if (new Set(entry.related).size !== entry.related.length) fail('repeats a related entry')
    for (const slug of entry.related) {
      if (slug === entry.slug) fail('lists itself as related')
      else if (!glossarySlugs.has(slug)) fail(`related entry ${slug} does not exist`)
    }

    for (const problem of promptDetailProblems(entry)) fail(problem)
    problems.push(...namingProblems(entry, `${entry.slug}.webp`))
    expect(problems).toEqual([])
  })

  it.each(rows(glossary))('%s has a substantial body linking to other entries', (file, entry) => {
    const problems: string[] = []
    const fail = (problem: string) => problems.push(`${file}: ${problem}`)
    const words = bodyWords(entry.body)
    if (words < MIN_WORDS.entry)
      fail(`body has ${words} words; it needs at least ${MIN_WORDS.entry}`)
    const { links, forbidden } = read(entry.body)
    for (const thing of forbidden) fail(`body contains ${thing}`)
    if (/<\/?[a-z][^>]*>/i.test(entry.body)) fail('body contains raw HTML')
    if (/^:::/m.test(entry.body)) fail('body contains a callout, which only posts use')
    let good = 0
    for (const href of links) {
      const problem = linkProblem(href, ['glossary'])
      if (problem) fail(problem)
      else if (href === `/glossary/${entry.slug}`) fail('links to itself')
      else good++
    }
    if (good < 3)
      fail(`body has ${good} links to other entries (/glossary/<slug>); it needs at least 3`)
    expect(problems).toEqual([])
  })

  it.each(rows(glossary))('%s has its illustration beside it', (_file, entry) => {
    expect(
      illustrationProblems(
        illustrationFor(entry.file),
        '0 0 1200 800',
        'width="1200" height="800"',
      ),
    ).toEqual([])
  })
})

type Written = { file: string; body: string; faq?: { answer: string }[] }

describe('originality', () => {
  it('repeats no paragraph in two entries or posts', () => {
    const seen = new Map<string, Set<string>>()
    const docs: Written[] = [...glossary, ...posts]
    for (const doc of docs) {
      const paragraphs = [
        ...read(doc.body)
          .blocks.filter((block) => block.kind !== 'heading')
          .map((block) => block.text),
        ...(doc.faq ?? []).map((item) => item.answer),
      ]
      for (const paragraph of paragraphs) {
        const key = normalise(paragraph)
        if (key.split(' ').length < DUPLICATE_PARAGRAPH_WORDS) continue
        seen.set(key, (seen.get(key) ?? new Set()).add(label(doc.file)))
      }
    }
    const repeated = [...seen]
      .filter(([, files]) => files.size > 1)
      .map(([text, files]) => `"${text.slice(0, 80)}…" appears in ${[...files].join(' and ')}`)
    expect(repeated).toEqual([])
  })

  // Sentence → the entries that say it, built once; pairs share a sentence only through this index.
  const sentencesOf = new Map<GlossaryContent, Set<string>>(
    glossary.map((entry) => [entry, entrySentences(entry)]),
  )
  const saidBy = new Map<string, GlossaryContent[]>()
  for (const [entry, sentences] of sentencesOf) {
    for (const sentence of sentences) saidBy.set(sentence, [...(saidBy.get(sentence) ?? []), entry])
  }

  it('shares no sentence of 8 or more words between two entries, even with the names swapped', () => {
    const shared = [...saidBy]
      .filter(
        ([sentence, entries]) =>
          entries.length > 1 && sentence.split(' ').length >= SHARED_SENTENCE_WORDS,
      )
      .map(
        ([sentence, entries]) =>
          `"${sentence}" appears in ${entries.map((entry) => label(entry.file)).join(' and ')}`,
      )
    expect(shared).toEqual([])
  })

  it(`has no two entries whose sentences overlap by a Jaccard similarity of ${MAX_JACCARD} or more`, () => {
    const common = new Map<string, { a: GlossaryContent; b: GlossaryContent; count: number }>()
    for (const entries of saidBy.values()) {
      for (let i = 0; i < entries.length; i++) {
        for (let j = i + 1; j < entries.length; j++) {
          const [a, b] = [entries[i]!, entries[j]!]
          const key = `${a.slug} ${b.slug}`
          const pair = common.get(key) ?? { a, b, count: 0 }
          pair.count++
          common.set(key, pair)
        }
      }
    }
    const similar = [...common.values()]
      .map(({ a, b, count }) => ({
        a,
        b,
        jaccard: count / (sentencesOf.get(a)!.size + sentencesOf.get(b)!.size - count),
      }))
      .filter(({ jaccard }) => jaccard >= MAX_JACCARD)
      .map(
        ({ a, b, jaccard }) =>
          `${label(a.file)} and ${label(b.file)} are near-duplicates (Jaccard ${jaccard.toFixed(2)})`,
      )
    expect(similar).toEqual([])
  })
})

describe('blog posts', () => {
  it('are exactly the four posts of the original blog', () => {
    expect([...postSlugs].sort()).toEqual([...POSTS].sort())
  })

  it.each(rows(posts))('%s follows the post rules', (file, post: PostContent) => {
    const problems: string[] = []
    const fail = (problem: string) => problems.push(`${file}: ${problem}`)
    const words = bodyWords(post.body)
    if (words < MIN_WORDS.post) fail(`body has ${words} words; it needs at least ${MIN_WORDS.post}`)
    const callouts = [...post.body.matchAll(CALLOUT)].map((match) => match[1])
    if (!callouts.includes('idea')) fail('has no :::idea callout')
    if (!callouts.includes('info')) fail('has no :::info callout')
    const fences = post.body.match(FENCE_LINE)?.length ?? 0
    if (fences !== callouts.length * 2)
      fail('has a ::: fence that does not open or close a callout')
    const { links, forbidden } = read(post.body)
    for (const thing of forbidden) fail(`body contains ${thing}`)
    for (const href of links) {
      if (/^https:\/\//.test(href)) continue
      const problem = linkProblem(href, ['glossary', 'blog', 'pages'])
      if (problem) fail(problem)
      else if (href === `/blog/${post.slug}`) fail('links to itself')
    }
    const sentence = sentenceProblem(post.description)
    if (sentence) fail(`description ${sentence}`)
    if (post.coverAlt.trim().length < 20)
      fail('coverAlt must describe the picture in at least 20 characters')

    if (post.authors.length < 1) fail('has no author')
    for (const author of post.authors)
      if (!authorSlugs.has(author)) fail(`author ${author} does not exist in content/authors`)
    if (post.categories.length < 1) fail('has no category')
    for (const category of post.categories)
      if (!BLOG_CATEGORIES.includes(category)) fail(`category ${category} is not a blog category`)
    if (post.related.length < 1) fail('has no related posts')
    for (const slug of post.related) {
      if (slug === post.slug) fail('lists itself as related')
      else if (!postSlugs.has(slug)) fail(`related post ${slug} does not exist`)
    }
    problems.push(...namingProblems(post, `${post.slug}.webp`))
    expect(problems).toEqual([])
  })

  it.each(rows(posts))('%s has its cover illustration beside it', (_file, post) => {
    expect(
      illustrationProblems(illustrationFor(post.file), '0 0 1200 800', 'width="1200" height="800"'),
    ).toEqual([])
  })
})

describe('authors', () => {
  it('are two or three', () => {
    expect(authors.length).toBeGreaterThanOrEqual(2)
    expect(authors.length).toBeLessThanOrEqual(3)
  })

  it.each(rows(authors))('%s has a bio and an avatar', (file, author) => {
    const problems: string[] = []
    const sentences = splitSentences(plainText(author.body)).length
    if (sentences < 2 || sentences > 3)
      problems.push(`${file}: bio has ${sentences} sentences; it needs 2–3`)
    if (author.avatarAlt.trim().length < 20)
      problems.push(`${file}: avatarAlt must describe the picture in at least 20 characters`)
    problems.push(...namingProblems(author, `author-${author.slug}.webp`))
    problems.push(...illustrationProblems(illustrationFor(author.file), '0 0 400 400', ''))
    expect(problems).toEqual([])
  })
})

describe('legal pages', () => {
  it('are privacy, terms and refund-policy', () => {
    expect([...pageSlugs].sort()).toEqual([...LEGAL_PAGES].sort())
  })

  // Published in June 2025; a page changed since carries the date of its change (and the seed then
  // publishes it on existing sites too: src/lib/seed/seedPages.ts).
  it.each(rows(pages))(
    '%s was last updated on a real date from June 2025 on and links only to real pages',
    (file, page) => {
      const problems: string[] = []
      const updated = page.updated.slice(0, 10)
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(updated) ||
        updated < '2025-06-01' ||
        Number.isNaN(Date.parse(updated)) ||
        Date.parse(updated) > Date.now()
      ) {
        problems.push(`${file}: updated is ${updated}, not a date between June 2025 and today`)
      }
      for (const href of read(page.body).links) {
        if (/^(https:\/\/|mailto:)/.test(href)) continue
        const problem = linkProblem(href, ['glossary', 'blog', 'pages'])
        if (problem) problems.push(`${file}: ${problem}`)
      }
      problems.push(...namingProblems(page))
      expect(problems).toEqual([])
    },
  )

  const pageText = new Map(pages.map((page) => [page.slug, plainText(page.body).toLowerCase()]))
  it.each(LEGAL_FACTS)('content/pages/%s.md states "%s"', (slug, phrase) => {
    const text = pageText.get(slug)
    const verdict =
      text === undefined
        ? `content/pages/${slug}.md is missing`
        : text.includes(phrase.toLowerCase()) || `content/pages/${slug}.md does not say "${phrase}"`
    expect(verdict).toBe(true)
  })
})
