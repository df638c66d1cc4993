/**
 * Who may do what, as one table: every collection × create/read/update/delete × anonymous,
 * customer, editor and admin. The integration suite checks it through the local API and the e2e
 * suite through the REST API, so the two can never disagree about the design.
 */
import type { CollectionSlug, Payload } from 'payload'

import type { User } from '@/payload-types'

export type Actor = 'anonymous' | 'customer' | 'editor' | 'admin'
export type Operation = 'create' | 'read' | 'update' | 'delete'
/** allow; deny; own = only the actor's own document; published = only published documents. */
export type Outcome = 'allow' | 'deny' | 'own' | 'published'

export const ACTORS: Actor[] = ['anonymous', 'customer', 'editor', 'admin']
export const OPERATIONS: Operation[] = ['create', 'read', 'update', 'delete']

type Row = Record<Operation, [Outcome, Outcome, Outcome, Outcome]>

const editorial: Row = {
  create: ['deny', 'deny', 'allow', 'allow'],
  read: ['published', 'published', 'allow', 'allow'],
  update: ['deny', 'deny', 'allow', 'allow'],
  delete: ['deny', 'deny', 'allow', 'allow'],
}
const reference: Row = {
  create: ['deny', 'deny', 'allow', 'allow'],
  read: ['allow', 'allow', 'allow', 'allow'],
  update: ['deny', 'deny', 'allow', 'allow'],
  delete: ['deny', 'deny', 'allow', 'allow'],
}

export const ROLE_MATRIX: Partial<Record<CollectionSlug, Row>> = {
  pages: editorial,
  posts: editorial,
  glossary: editorial,
  faqs: reference,
  categories: reference,
  authors: reference,
  media: reference,
  redirects: {
    create: ['deny', 'deny', 'allow', 'allow'],
    read: ['deny', 'deny', 'allow', 'allow'],
    update: ['deny', 'deny', 'allow', 'allow'],
    delete: ['deny', 'deny', 'allow', 'allow'],
  },
  users: {
    create: ['deny', 'deny', 'deny', 'allow'],
    read: ['deny', 'own', 'own', 'allow'],
    update: ['deny', 'own', 'own', 'allow'],
    // People delete themselves through DELETE /api/account only (confirmation, sign-out).
    delete: ['deny', 'deny', 'deny', 'allow'],
  },
  // "Download my data": only the server writes them (POST /api/account/exports, the job); the
  // owner reads their own, admins read all and may delete one.
  'data-exports': {
    create: ['deny', 'deny', 'deny', 'deny'],
    read: ['deny', 'own', 'own', 'allow'],
    update: ['deny', 'deny', 'deny', 'deny'],
    delete: ['deny', 'deny', 'deny', 'allow'],
  },
}

/** Collections whose documents belong to a person through `owner` ('own' means "their own"). */
export const isOwnedCollection = (collection: CollectionSlug) => collection === 'data-exports'

/** Every cell as a flat list for `it.each`. */
export const matrixCases = () =>
  Object.entries(ROLE_MATRIX).flatMap(([collection, row]) =>
    OPERATIONS.flatMap((operation) =>
      ACTORS.map((actor, index) => ({
        collection: collection as CollectionSlug,
        operation,
        actor,
        expected: row![operation][index]!,
      })),
    ),
  )

/**
 * A valid new document for each collection; editorial ones are created as drafts, owned ones
 * belong to `ownerId`.
 */
export function sampleData(
  collection: CollectionSlug,
  tag: string,
  ownerId?: number,
): Record<string, unknown> {
  switch (collection) {
    case 'pages':
    case 'posts':
    case 'glossary':
      return { title: `Matrix ${tag}`, slug: `matrix-${tag}`, _status: 'draft' }
    case 'faqs':
      return { question: `Matrix question ${tag}?`, answer: 'An answer.' }
    case 'categories':
      return {
        title: `Matrix ${tag}`,
        slug: `matrix-${tag}`,
        description: 'A category for the access test.',
        usedBy: 'glossary',
      }
    case 'authors':
      return {
        name: `Matrix Author ${tag}`,
        slug: `matrix-author-${tag}`,
        bio: 'Writes for the access test.',
      }
    case 'media':
      return { alt: `A plain square for the access test ${tag}` }
    case 'redirects':
      return { from: `/matrix-${tag}`, to: { type: 'custom', url: '/glossary' } }
    case 'users':
      return {
        email: `matrix.${tag}@roomwise.test`,
        name: `Matrix ${tag}`,
        role: 'customer',
        credits: 0,
      }
    case 'data-exports':
      return { owner: ownerId, status: 'failed', error: `Matrix ${tag}` }
    default:
      throw new Error(`No sample data for ${collection}: add it to tests/support/roleMatrix.ts`)
  }
}

/** A small field change each collection accepts. */
export function sampleUpdate(collection: CollectionSlug): Record<string, unknown> {
  switch (collection) {
    case 'faqs':
      return { answer: 'A changed answer.' }
    case 'media':
      return { alt: 'A changed description' }
    case 'redirects':
      return { to: { type: 'custom', url: '/blog' } }
    case 'users':
    case 'authors':
      return { name: 'Changed Name' }
    case 'data-exports':
      return { error: 'Changed' }
    default:
      return { title: 'Changed title' }
  }
}

export const isDraftCollection = (collection: CollectionSlug) =>
  ['pages', 'posts', 'glossary'].includes(collection)

/**
 * Creates a document of `collection` (a media document with `png`), with full access unless
 * `access` says who is creating it; an owned collection's document belongs to `ownerId`.
 */
export const matrixFixture = (
  payload: Payload,
  collection: CollectionSlug,
  tag: string,
  png: Buffer,
  access: { overrideAccess: boolean; user?: User } = { overrideAccess: true },
  ownerId?: number,
): Promise<{ id: number | string }> =>
  payload.create({
    collection,
    data: sampleData(collection, tag, ownerId),
    draft: isDraftCollection(collection),
    ...access,
    ...(collection === 'media'
      ? { file: { data: png, mimetype: 'image/png', name: `matrix-${tag}.png`, size: png.length } }
      : {}),
  } as Parameters<Payload['create']>[0])
