import type { CollectionAfterChangeHook, PayloadRequest, TypeWithID } from 'payload'

/**
 * An afterChange hook that acts only when the document is created, in the creating transaction
 * (`req`): an update passes through untouched, and a throw undoes the creation.
 */
export const onCreate =
  <T extends TypeWithID>(
    act: (doc: T, req: PayloadRequest) => Promise<void>,
  ): CollectionAfterChangeHook<T> =>
  async ({ doc, operation, req }) => {
    if (operation === 'create') await act(doc, req)
    return doc
  }
