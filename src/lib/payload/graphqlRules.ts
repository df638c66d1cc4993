import { GraphQLError, type ValidationRule } from 'graphql'

/**
 * Payload's schema has no subscriptions, and a `subscription` operation sent over HTTP makes
 * graphql-http answer 500 with the text of a TypeError (found by the fuzz pass). Refusing it while
 * the document is validated gives the client a 400 with a plain message instead.
 */
export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') context.reportError(new GraphQLError('Subscriptions are not supported: send a query or a mutation.', { nodes: [node] }))
  },
})
