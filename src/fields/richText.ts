import { BlocksFeature, lexicalEditor, LinkFeature, UploadFeature } from '@payloadcms/richtext-lexical'

import { Callout } from '@/blocks/Callout'

/** Collections a rich-text link may point at: internal links, never pasted addresses. */
export const LINKABLE_COLLECTIONS = ['glossary', 'posts', 'pages'] as const

const linkAndUpload = [
  LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
  UploadFeature({ collections: { media: { fields: [] } } }),
]

/** Body of glossary entries and pages. */
export const contentEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !['link', 'upload', 'relationship'].includes(feature.key)),
    ...linkAndUpload,
  ],
})

/** Body of posts: the same, plus callout boxes (idea | info). */
export const postEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !['link', 'upload', 'relationship'].includes(feature.key)),
    ...linkAndUpload,
    BlocksFeature({ blocks: [Callout] }),
  ],
})
