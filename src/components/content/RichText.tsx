import type {
  DefaultNodeTypes,
  SerializedBlockNode,
  SerializedLinkNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { ReactNode } from 'react'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import type { CalloutVariant } from '@/blocks/Callout'
import { safeLinkAddress } from '@/lib/content/linkAddress'
import { publicPath } from '@/lib/content/paths'
import { Callout } from './Callout'

type CalloutFields = { variant: CalloutVariant; title?: string | null; content: string }
type NodeTypes = DefaultNodeTypes | SerializedBlockNode<CalloutFields>

// Derived from the document, so renaming a slug never breaks a link.
const internalDocToHref = ({ linkNode }: { linkNode: SerializedLinkNode }): string => {
  const doc = linkNode.fields.doc
  if (!doc || typeof doc.value !== 'object') return '#'
  return publicPath(doc.relationTo, String(doc.value.slug ?? '')) ?? '#'
}

const links = LinkJSXConverter({ internalDocToHref })

const run = <A,>(converter: ((args: A) => ReactNode) | ReactNode, args: A): ReactNode =>
  typeof converter === 'function' ? converter(args) : converter

const typedAddressesChecked: typeof links = {
  autolink: (args) =>
    safeLinkAddress(args.node.fields.url)
      ? run(links.autolink, args)
      : args.nodesToJSX({ nodes: args.node.children }),
  link: (args) =>
    args.node.fields.linkType === 'internal' || safeLinkAddress(args.node.fields.url)
      ? run(links.link, args)
      : args.nodesToJSX({ nodes: args.node.children }),
}

const converters: JSXConvertersFunction<NodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...typedAddressesChecked,
  blocks: {
    callout: ({ node }: { node: SerializedBlockNode<CalloutFields> }) => (
      <Callout {...node.fields} />
    ),
  },
})

export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState | null | undefined
  className?: string
}) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={`prose-roomwise ${className ?? ''}`}
    />
  )
}
