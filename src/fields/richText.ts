import {
  BlocksFeature,
  lexicalEditor,
  LinkFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { Callout } from '@/blocks/Callout'

export const LINKABLE_COLLECTIONS = ['glossary', 'posts', 'pages'] as const

// One level: linked bodies pulling in theirs made a 52-byte query answer 163 MB.
export const RICH_TEXT_MAX_DEPTH = 1

// Payload's GraphQL resolver only: Lexical counts GraphQL depth from 0, so 1 would populate bodies.
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
