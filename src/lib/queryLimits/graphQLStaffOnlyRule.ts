import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql'

/**
 * A GraphQL validation rule refusing `docAccess<Collection>` to anyone but editors and admins:
 * like its REST route (src/lib/http/staffOnlyDocAccess.ts), it answers "not found" for an id that
 * does not exist and permissions for one that does, whoever owns it.
 */
export const graphQLStaffOnlyRule =
  (isStaff: boolean) =>
  (context: ValidationContext): ASTVisitor => ({
    Field(node) {
      if (isStaff || !node.name.value.startsWith('docAccess')) return
      context.reportError(
        new GraphQLError(
          `"${node.name.value}" is for the admin panel's editors; ask for the documents themselves instead.`,
          { nodes: [node] },
        ),
      )
    },
  })
