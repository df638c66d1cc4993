export type RichTextReference =
  | { kind: 'internal'; text: string; relationTo: string; id: number | string }
  | { kind: 'custom'; text: string; url: string }
  | { kind: 'upload'; relationTo: string; id: number | string }

type LexicalNode = {
  type?: string
  text?: string
  children?: LexicalNode[]
  fields?: { linkType?: string; url?: string; doc?: { relationTo: string; value: unknown } | null }
  relationTo?: string
  value?: unknown
}

// Not idOf: a stored Lexical document is untrusted JSON, so any value is possible here.
const linkedId = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value)
    return (value as { id: number | string }).id
  return undefined
}

const textOf = (node: LexicalNode): string =>
  node.text ?? (node.children ?? []).map(textOf).join('')

export function collectReferences(richText: unknown): RichTextReference[] {
  const found: RichTextReference[] = []
  const visit = (node: LexicalNode) => {
    if (node.type === 'link' || node.type === 'autolink') {
      const fields = node.fields ?? {}
      const id = linkedId(fields.doc?.value)
      if (fields.linkType === 'internal') {
        const relationTo = fields.doc?.relationTo ?? 'unknown'
        found.push({ kind: 'internal', text: textOf(node), relationTo, id: id ?? '' })
      } else {
        found.push({ kind: 'custom', text: textOf(node), url: fields.url ?? '' })
      }
    }
    if (node.type === 'upload') {
      found.push({
        kind: 'upload',
        relationTo: node.relationTo ?? 'media',
        id: linkedId(node.value) ?? '',
      })
    }
    for (const child of node.children ?? []) visit(child)
  }
  const root = (richText as { root?: LexicalNode } | null | undefined)?.root
  if (root) visit(root)
  return found
}
