import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

import { QUERY_LIMITS } from './limits'

/**
 * A GraphQL validation rule refusing operations nested deeper than `maxDepth` selections
 * (`{ Glossaries { docs { related { related … } } } }`): Payload's complexity budget counts fields,
 * not how results multiply down a chain of relationships, so depth needs its own bound.
 * Fragments count where they are spread; introspection (`__schema`, `__type`) is bounded by the
 * schema itself and is not counted.
 */
export function graphQLDepthRule(maxDepth: number = QUERY_LIMITS.graphQLMaxDepth) {
  return (context: ValidationContext): ASTVisitor => {
    // Depth of a selection set, stopping as soon as it exceeds the bound (so a hostile document
    // costs no more than the bound to measure). Fragment cycles are refused by graphql's own rules;
    // `seen` keeps this walk finite even before they run.
    const depthOf = (
      selectionSet: SelectionSetNode | undefined,
      level: number,
      seen: Set<string>,
    ): number => {
      if (!selectionSet || level > maxDepth) return level
      let deepest = level
      for (const selection of selectionSet.selections) {
        let reached = level
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue
          reached = selection.selectionSet
            ? depthOf(selection.selectionSet, level + 1, seen)
            : level + 1
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          reached = depthOf(selection.selectionSet, level, seen)
        } else {
          const name = selection.name.value
          const fragment = context.getFragment(name)
          if (!fragment || seen.has(name)) continue
          reached = depthOf(fragment.selectionSet, level, new Set(seen).add(name))
        }
        deepest = Math.max(deepest, reached)
        if (deepest > maxDepth) return deepest
      }
      return deepest
    }
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, 0, new Set()) > maxDepth) {
          context.reportError(
            new GraphQLError(
              `This query nests selections more than ${maxDepth} levels deep. Ask for fewer levels of related documents and fetch the rest with a second query.`,
              { nodes: [node] },
            ),
          )
        }
      },
    }
  }
}
