import type { CollectionAfterChangeHook, PayloadRequest, TypeWithID } from 'payload'

// Acts only on creation, in the creating transaction: a throw undoes the creation.
export const onCreate =
  <T extends TypeWithID>(
    act: (doc: T, req: PayloadRequest) => Promise<void>,
  ): CollectionAfterChangeHook<T> =>
  async ({ doc, operation, req }) => {
    if (operation === 'create') await act(doc, req)
    return doc
  }
