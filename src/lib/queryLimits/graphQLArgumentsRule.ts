import { GraphQLError, valueFromASTUntyped, type ASTVisitor, type ValidationContext } from 'graphql'

import { QUERY_LIMITS } from './limits'
import { queryArgsProblem, type QueryArgs } from './queryArgsProblem'
import { whereValuesProblem } from './whereValues'

const BOUNDED_ARGUMENTS = new Set(['limit', 'page', 'pagination', 'where', 'sort'])

/**
 * A GraphQL validation rule applying QUERY_LIMITS to the arguments a query gives (limit, page,
 * pagination, where, sort), literal or through variables, and refusing where values PostgreSQL
 * cannot take (whereValues.ts), before anything runs. Checking here, rather than in Payload's
 * operations, leaves the operations Payload runs internally for a query (populating
 * relationships with pagination: false) alone.
 */
export function graphQLArgumentsRule(
  variables: Record<string, unknown> | null | undefined,
  limits = QUERY_LIMITS,
) {
  return (context: ValidationContext): ASTVisitor => ({
    Field(node) {
      const given: QueryArgs = {}
      for (const argument of node.arguments ?? []) {
        if (BOUNDED_ARGUMENTS.has(argument.name.value))
          given[argument.name.value as keyof QueryArgs] = valueFromASTUntyped(
            argument.value,
            variables ?? undefined,
          )
      }
      if (Object.keys(given).length === 0) return
      const tooMuch = queryArgsProblem('read', given, limits)
      const impossible = tooMuch ? null : whereValuesProblem(given)
      if (tooMuch || impossible)
        context.reportError(
          new GraphQLError(
            tooMuch
              ? `This query asks for too much: ${tooMuch}.`
              : `This query cannot be answered: ${impossible}.`,
            { nodes: [node] },
          ),
        )
    },
  })
}
