import type { SelectionSetNode, ValidationContext } from 'graphql'

import { QUERY_LIMITS } from './limits'
import { fieldsOf, operationRule } from './operationRule'

/**
 * A GraphQL validation rule refusing operations with more than `maxRootFields` top-level fields.
 * Each alias of `Glossaries(limit: 100) { docs { body } }` is a whole page of documents with their
 * rich text, yet Payload's complexity budget charges it a handful of points, so 160 aliases (about
 * 400 MB of answer) fitted under it. Fragments and inline fragments count where they are spread.
 */
export function graphQLRootFieldsRule(maxRootFields: number = QUERY_LIMITS.graphQLMaxRootFields) {
  const countOf = (context: ValidationContext, selectionSet: SelectionSetNode): number => {
    let count = 0
    for (const _ of fieldsOf(context, selectionSet, new Set())) {
      count += 1
      if (count > maxRootFields) return count
    }
    return count
  }
  return operationRule(
    maxRootFields,
    countOf,
    `This query asks for more than ${maxRootFields} top-level fields (aliases included). Split it into several queries.`,
  )
}
