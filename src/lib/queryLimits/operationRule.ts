import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/** A field of a selection set, with the named fragments spread on the way to it. */
export type ReachedField = { field: FieldNode; seen: Set<string> }

/**
 * The fields a selection set asks for, with inline fragments and fragment spreads expanded where
 * they are used (so each counts where it is spread). Introspection fields (`__schema`, `__type`)
 * are bounded by the schema itself and are left out. Fragment cycles are refused by graphql's own
 * rules; `seen` keeps the walk finite even before they run. Lazy, so a measure can stop early.
 */
export function* fieldsOf(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: Set<string>,
): Generator<ReachedField> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) yield { field: selection, seen }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      yield* fieldsOf(context, selection.selectionSet, seen)
    } else {
      const name = selection.name.value
      const fragment = context.getFragment(name)
      if (fragment && !seen.has(name))
        yield* fieldsOf(context, fragment.selectionSet, new Set(seen).add(name))
    }
  }
}

/** A validation rule refusing every operation whose `measure` goes over `limit`, saying `message`. */
export const operationRule =
  (
    limit: number,
    measure: (context: ValidationContext, selectionSet: SelectionSetNode) => number,
    message: string,
  ) =>
  (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (measure(context, node.selectionSet) > limit)
        context.reportError(new GraphQLError(message, { nodes: [node] }))
    },
  })
