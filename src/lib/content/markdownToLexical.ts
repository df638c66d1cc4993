import { randomBytes } from 'node:crypto'
import { Lexer, type Token, type Tokens } from 'marked'

import * as node from './lexicalNodes'
import type { LexicalNode } from './lexicalNodes'

export type LinkTarget = { relationTo: string; id: number | string }

export type MarkdownOptions = {
  resolveLink?: (href: string) => LinkTarget | undefined
}

const CALLOUT = /^:::(idea|info)[ \t]*\n([\s\S]*?)\n:::[ \t]*$/gm

// Internal paths become internal links to documents; `:::idea` / `:::info` fences become callouts.
export function markdownToLexical(markdown: string, options: MarkdownOptions = {}) {
  const children: LexicalNode[] = []
  let last = 0
  for (const match of markdown.matchAll(CALLOUT)) {
    children.push(...blocks(markdown.slice(last, match.index), options))
    children.push(
      node.block({
        id: randomBytes(12).toString('hex'),
        blockName: '',
        blockType: 'callout',
        variant: match[1],
        content: plainText(match[2]!),
      }),
    )
    last = match.index + match[0].length
  }
  children.push(...blocks(markdown.slice(last), options))
  return node.root(children)
}

const tokenText = (t: Token): string =>
  'tokens' in t && t.tokens ? t.tokens.map(tokenText).join('') : 'text' in t ? String(t.text) : ''

export function plainText(markdown: string): string {
  return new Lexer()
    .lex(markdown.trim())
    .filter((t) => t.type !== 'space')
    .map(tokenText)
    .join('\n\n')
}

function blocks(markdown: string, options: MarkdownOptions): LexicalNode[] {
  if (!markdown.trim()) return []
  return new Lexer().lex(markdown).flatMap((token) => block(token, options))
}

function block(token: Token, options: MarkdownOptions): LexicalNode[] {
  switch (token.type) {
    case 'heading':
      return [node.heading(token.depth, inline(token.tokens ?? [], options))]
    case 'paragraph':
      return [node.paragraph(inline(token.tokens ?? [], options))]
    case 'blockquote':
      return [
        node.quote(
          (token.tokens ?? []).flatMap((t: Token) =>
            'tokens' in t && t.tokens ? inline(t.tokens, options) : [],
          ),
        ),
      ]
    case 'list':
      return [
        node.list(
          token.ordered,
          (token as Tokens.List).items.map((item, index) =>
            node.listItem(
              item.tokens.flatMap((t: Token) =>
                t.type === 'text' || t.type === 'paragraph' ? inline(t.tokens ?? [], options) : [],
              ),
              index + 1,
            ),
          ),
        ),
      ]
    case 'hr':
      return [node.horizontalRule()]
    case 'space':
      return []
    default:
      throw new Error(
        `Unsupported Markdown in content: ${token.type} (${token.raw.slice(0, 60).trim()}…)`,
      )
  }
}

function inline(tokens: Token[], options: MarkdownOptions, format = 0): LexicalNode[] {
  return tokens.flatMap((token): LexicalNode[] => {
    switch (token.type) {
      case 'text':
        return 'tokens' in token && token.tokens
          ? inline(token.tokens, options, format)
          : [node.text(decode(token.text), format)]
      case 'escape':
        return [node.text(decode(token.text), format)]
      case 'strong':
        return inline(token.tokens ?? [], options, format | node.FORMAT.bold)
      case 'em':
        return inline(token.tokens ?? [], options, format | node.FORMAT.italic)
      case 'del':
        return inline(token.tokens ?? [], options, format | node.FORMAT.strikethrough)
      case 'codespan':
        return [node.text(decode(token.text), format | node.FORMAT.code)]
      case 'br':
        return [node.linebreak()]
      case 'link': {
        const children = inline(token.tokens ?? [], options, format)
        if (/^(https?:\/\/|mailto:)/.test(token.href))
          return [node.customLink(children, token.href)]
        const target = options.resolveLink?.(token.href)
        return target ? [node.internalLink(children, target.relationTo, target.id)] : children
      }
      default:
        throw new Error(
          `Unsupported inline Markdown in content: ${token.type} (${token.raw.slice(0, 60)})`,
        )
    }
  })
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
