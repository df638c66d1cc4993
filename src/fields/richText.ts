import {
  BlocksFeature,
  lexicalEditor,
  LinkFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { Callout } from '@/blocks/Callout'

/** Collections a rich-text link may point at: internal links, never pasted addresses. */
export const LINKABLE_COLLECTIONS = ['glossary', 'posts', 'pages'] as const

/**
 * Levels of documents a rich-text field populates (links, uploads), in REST, GraphQL (whose
 * richText `depth` argument is capped by the field's maxDepth) and the local API. Pages need the
 * linked document's slug (src/lib/content/richTextLinks.ts), never its own rich text populated:
 * one level stops a body from pulling in linked bodies that pull in theirs (issue 10: a 52-byte
 * GraphQL query answered 163 MB).
 */
export const RICH_TEXT_MAX_DEPTH = 1

/**
 * The richText field's own maxDepth, read only by Payload's GraphQL resolver (it caps the field's
 * `depth` argument). Lexical's GraphQL population counts from 0, not 1, so 1 there would still
 * populate the linked documents' bodies: GraphQL readers get the linked ids, as the site's
 * pages need nothing from GraphQL.
 */
export const RICH_TEXT_GRAPHQL_MAX_DEPTH = 0

/** Lexical's default features with our link and upload features in place of its own, plus `extra`. */
const editorWith = (...extra: ReturnType<typeof BlocksFeature>[]) =>
  lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter(
        (feature) => !['link', 'upload', 'relationship'].includes(feature.key),
      ),
      LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], maxDepth: RICH_TEXT_MAX_DEPTH }),
      UploadFeature({ collections: { media: { fields: [] } }, maxDepth: RICH_TEXT_MAX_DEPTH }),
      ...extra,
    ],
  })

/** Body of glossary entries and pages. */
export const contentEditor = editorWith()

/** Body of posts: the same, plus callout boxes (idea | info). */
export const postEditor = editorWith(BlocksFeature({ blocks: [Callout] }))
