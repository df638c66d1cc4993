import type { SelectionSetNode, ValidationContext } from 'graphql'

import { QUERY_LIMITS } from './limits'
import { fieldsOf, operationRule } from './operationRule'

/**
 * A GraphQL validation rule refusing operations nested deeper than `maxDepth` selections
 * (`{ Glossaries { docs { related { related … } } } }`): Payload's complexity budget counts fields,
 * not how results multiply down a chain of relationships, so depth needs its own bound.
 * Fragments count where they are spread; introspection is not counted.
 */
export function graphQLDepthRule(maxDepth: number = QUERY_LIMITS.graphQLMaxDepth) {
  // Stops as soon as the depth exceeds the bound, so a hostile document costs no more than the
  // bound to measure.
  const depthOf = (
    context: ValidationContext,
    selectionSet: SelectionSetNode,
    level: number,
    seen: Set<string>,
  ): number => {
    if (level > maxDepth) return level
    let deepest = level
    for (const { field, seen: path } of fieldsOf(context, selectionSet, seen)) {
      const reached = field.selectionSet
        ? depthOf(context, field.selectionSet, level + 1, path)
        : level + 1
      deepest = Math.max(deepest, reached)
      if (deepest > maxDepth) return deepest
    }
    return deepest
  }
  return operationRule(
    maxDepth,
    (context, selectionSet) => depthOf(context, selectionSet, 0, new Set()),
    `This query nests selections more than ${maxDepth} levels deep. Ask for fewer levels of related documents and fetch the rest with a second query.`,
  )
}
