import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

import { QUERY_LIMITS } from './limits'

/**
 * A GraphQL validation rule refusing operations with more than `maxRootFields` top-level fields.
 * Each alias of `Glossaries(limit: 100) { docs { body } }` is a whole page of documents with their
 * rich text, yet Payload's complexity budget charges it a handful of points, so 160 aliases (about
 * 400 MB of answer) fitted under it. Fragments and inline fragments count where they are spread.
 */
export function graphQLRootFieldsRule(maxRootFields: number = QUERY_LIMITS.graphQLMaxRootFields) {
  return (context: ValidationContext): ASTVisitor => {
    const countOf = (selectionSet: SelectionSetNode, seen: Set<string>): number => {
      let count = 0
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1
        else if (selection.kind === Kind.INLINE_FRAGMENT)
          count += countOf(selection.selectionSet, seen)
        else {
          const name = selection.name.value
          const fragment = context.getFragment(name)
          if (fragment && !seen.has(name))
            count += countOf(fragment.selectionSet, new Set(seen).add(name))
        }
        if (count > maxRootFields) return count
      }
      return count
    }
    return {
      OperationDefinition(node) {
        if (countOf(node.selectionSet, new Set()) > maxRootFields) {
          context.reportError(
            new GraphQLError(
              `This query asks for more than ${maxRootFields} top-level fields (aliases included). Split it into several queries.`,
              { nodes: [node] },
            ),
          )
        }
      },
    }
  }
}
