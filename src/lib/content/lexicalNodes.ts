export type LexicalNode = Record<string, unknown> & { type: string; version: number }

export const FORMAT = { bold: 1, italic: 2, strikethrough: 4, code: 16 } as const

const element = (
  type: string,
  children: LexicalNode[],
  extra: Record<string, unknown> = {},
): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const text = (value: string, format = 0): LexicalNode => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const linebreak = (): LexicalNode => ({ type: 'linebreak', version: 1 })
export const paragraph = (children: LexicalNode[]) =>
  element('paragraph', children, { textFormat: 0, textStyle: '' })
export const heading = (level: number, children: LexicalNode[]) =>
  element('heading', children, { tag: `h${Math.min(Math.max(level, 2), 4)}` })
export const quote = (children: LexicalNode[]) => element('quote', children)
export const listItem = (children: LexicalNode[], value: number) =>
  element('listitem', children, { value })
export const list = (ordered: boolean, items: LexicalNode[]) =>
  element('list', items, {
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
  })
export const horizontalRule = (): LexicalNode => ({ type: 'horizontalrule', version: 1 })

export const internalLink = (children: LexicalNode[], relationTo: string, id: number | string) =>
  element('link', children, {
    version: 3,
    fields: { linkType: 'internal', newTab: false, doc: { relationTo, value: id } },
  })

export const customLink = (children: LexicalNode[], url: string) =>
  element('link', children, {
    version: 3,
    fields: { linkType: 'custom', newTab: /^https?:/.test(url), url },
  })

export const block = (fields: Record<string, unknown>): LexicalNode => ({
  type: 'block',
  version: 2,
  format: '',
  fields,
})

export const root = (children: LexicalNode[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } as const,
})
