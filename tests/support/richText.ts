import type { Payload } from 'payload'

/** A published glossary entry (or page) by slug, as stored. */
export const bySlug = async <C extends 'glossary' | 'pages' | 'posts'>(
  payload: Payload,
  collection: C,
  slug: string,
) => (await payload.find({ collection, where: { slug: { equals: slug } }, depth: 0 })).docs[0]!

type Body = { root: { children: unknown[] } }

/**
 * A copy of a Lexical body with one more paragraph holding a single link, as the admin panel's
 * editor stores it: what an editor pasting or choosing a link produces.
 */
export function withLink<B>(body: B, text: string, fields: Record<string, unknown>): B {
  const copy = structuredClone(body) as Body
  const node = { version: 1, direction: 'ltr', format: '', indent: 0 }
  copy.root.children.push({
    type: 'paragraph',
    ...node,
    textFormat: 0,
    textStyle: '',
    children: [
      {
        type: 'link',
        ...node,
        version: 3,
        fields: { newTab: false, ...fields },
        children: [
          { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
    ],
  })
  return copy as B
}

/** What Payload rejects a save with when a hook refuses it with `message` (in part). */
export const refusal = (message: string) => ({
  data: { errors: [expect.objectContaining({ message: expect.stringContaining(message) })] },
})
