import type { DefaultNodeTypes, SerializedBlockNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { CalloutVariant } from '@/blocks/Callout'
import { publicPath } from '@/lib/content/paths'
import { Callout } from './Callout'

type CalloutFields = { variant: CalloutVariant; title?: string | null; content: string }
type NodeTypes = DefaultNodeTypes | SerializedBlockNode<CalloutFields>

/** Internal links point at documents; their address is derived, so renaming a slug never breaks them. */
const internalDocToHref = ({ linkNode }: { linkNode: SerializedLinkNode }): string => {
  const doc = linkNode.fields.doc
  if (!doc || typeof doc.value !== 'object') return '#'
  return publicPath(doc.relationTo, String(doc.value.slug ?? '')) ?? '#'
}

const converters: JSXConvertersFunction<NodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
  blocks: {
    callout: ({ node }: { node: SerializedBlockNode<CalloutFields> }) => <Callout {...node.fields} />,
  },
})

export function RichText({ data, className }: { data: SerializedEditorState | null | undefined; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data} converters={converters} className={`prose-roomwise ${className ?? ''}`} />
}
