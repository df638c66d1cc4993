import {
  BlocksFeature,
  lexicalEditor,
  LinkFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { Callout } from '@/blocks/Callout'

export const LINKABLE_COLLECTIONS = ['glossary', 'posts', 'pages'] as const

// One level: a body must not pull in linked bodies that pull in theirs (a 52-byte GraphQL query
// once answered 163 MB); pages need only the linked document's slug.
export const RICH_TEXT_MAX_DEPTH = 1

// Read only by Payload's GraphQL resolver; Lexical's GraphQL population counts from 0, so 1 would
// still populate the linked bodies.
export const RICH_TEXT_GRAPHQL_MAX_DEPTH = 0

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

export const contentEditor = editorWith()

export const postEditor = editorWith(BlocksFeature({ blocks: [Callout] }))
