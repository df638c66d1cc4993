/** @jest-environment node */
import { textOperatorProblem } from '@/lib/queryLimits/operatorFieldTypes'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'updatedAt', type: 'date' },
  { name: 'credits', type: 'number' },
  { name: 'active', type: 'checkbox' },
  { name: 'avatar', type: 'upload', relationTo: 'media' },
  { name: 'owner', type: 'relationship', relationTo: 'users' },
]

describe('text operators on fields that hold no text', () => {
  it('are refused on dates, numbers and yes/no fields, at any and/or nesting', () => {
    expect(textOperatorProblem({ updatedAt: { like: '2026' } }, fields)).toBe(
      '"updatedAt" holds a date, and "like" searches text; compare it with equals, not_equals, greater_than or less_than',
    )
    expect(
      textOperatorProblem({ or: [{ and: [{ credits: { contains: '1' } }] }] }, fields),
    ).toMatch(/"credits" holds a number, and "contains"/)
    expect(textOperatorProblem({ active: { not_like: 'x' } }, fields)).toMatch(/a yes\/no/)
    // Found by the fuzz pass: ILIKE on the numeric id was a 500 (`/api/authors/count?where[id][contains]=0`).
    expect(textOperatorProblem({ id: { contains: '0' } }, fields)).toMatch(/"id" holds a number/)
    expect(textOperatorProblem({ avatar: { contains: '2147483648' } }, fields)).toMatch(/a file/)
    expect(textOperatorProblem({ owner: { like: '1' } }, fields)).toMatch(/another document/)
    // A collection that declares a text id keeps text searches on it.
    expect(textOperatorProblem({ id: { like: 'abc' } }, [{ name: 'id', type: 'text' }])).toBeNull()
  })

  it("are refused on enums (select, radio, drafts' _status) and jsonb (rich text, JSON)", () => {
    const more = [
      ...fields,
      {
        name: '_status',
        type: 'select',
        options: [
          { label: 'Draft', value: 'draft' },
          { label: 'Published', value: 'published' },
        ],
      },
      { name: 'size', type: 'radio', options: ['s', 'm'] },
      { name: 'body', type: 'richText' },
      { name: 'data', type: 'json' },
    ]
    expect(textOperatorProblem({ _status: { like: 'p' } }, more)).toBe(
      '"_status" holds one of a fixed list of values, and "like" searches text; compare it with equals, not_equals, in or not_in',
    )
    expect(textOperatorProblem({ size: { contains: 's' } }, more)).toMatch(/fixed list/)
    expect(textOperatorProblem({ body: { not_like: 'x' } }, more)).toBe(
      '"body" holds formatted text, and "not_like" searches text; it cannot be searched here; use exists',
    )
    expect(textOperatorProblem({ data: { like: 'x' } }, more)).toMatch(/"data" holds JSON/)
    // A path inside a JSON value is Payload's JSON query, which it runs as text.
    expect(textOperatorProblem({ 'body.root.type': { like: 'x' } }, more)).toBeNull()
  })

  it('refuse a value a select field cannot hold (the enum cast failed in PostgreSQL)', () => {
    const more = [...fields, { name: '_status', type: 'select', options: ['draft', 'published'] }]
    expect(textOperatorProblem({ _status: { equals: 'zzz' } }, more)).toBe(
      '"_status" is one of draft, published; "zzz" is not',
    )
    expect(textOperatorProblem({ _status: { in: 'draft,nope' } }, more)).toMatch(/"nope" is not/)
    expect(textOperatorProblem({ _status: { not_in: ['draft', 1] } }, more)).toMatch(/1 is not/)
    expect(textOperatorProblem({ _status: { in: ['draft', 'published'] } }, more)).toBeNull()
    expect(textOperatorProblem({ _status: { exists: 'true' } }, more)).toBeNull()
    expect(textOperatorProblem({ _status: { equals: null } }, more)).toBeNull()
  })

  it('follow a path through groups, arrays and relationships to the field it ends on', () => {
    const media = [
      { name: 'alt', type: 'text' },
      { name: 'createdAt', type: 'date' },
    ]
    const posts = [
      {
        name: 'meta',
        type: 'group',
        flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }],
      },
      { name: 'palette', type: 'array', flattenedFields: [{ name: 'share', type: 'number' }] },
      { name: 'related', type: 'relationship', relationTo: 'posts' },
      { name: 'either', type: 'relationship', relationTo: ['posts', 'media'] },
      { name: 'body', type: 'richText' },
    ]
    const fieldsOf = (slug: string) => ({ media, posts })[slug]
    const problem = (where: unknown) => textOperatorProblem(where, posts, fieldsOf)
    expect(problem({ 'meta.image': { contains: '1' } })).toMatch(
      /"meta.image" holds a reference to a file/,
    )
    expect(problem({ 'meta.image.createdAt': { like: 'x' } })).toMatch(/holds a date/)
    expect(problem({ 'meta.image.id': { like: '1' } })).toMatch(/holds a number/)
    expect(problem({ 'palette.share': { like: '1' } })).toMatch(/holds a number/)
    expect(problem({ 'related.body': { like: 'x' } })).toMatch(
      /"related.body" holds formatted text/,
    )
    expect(problem({ 'meta.image.alt': { like: 'x' } })).toBeNull()
    expect(problem({ 'either.value': { like: 'x' } })).toBeNull()
    expect(problem({ 'meta.nothing': { like: 'x' } })).toBeNull()
  })

  it('pass text operators on text, other operators on anything, and fields it does not know', () => {
    expect(textOperatorProblem({ title: { like: 'sofa' } }, fields)).toBeNull()
    expect(textOperatorProblem({ updatedAt: { greater_than: '2026-01-01' } }, fields)).toBeNull()
    expect(textOperatorProblem({ 'category.title': { like: 'x' } }, fields)).toBeNull()
    expect(textOperatorProblem(undefined, fields)).toBeNull()
    expect(textOperatorProblem('where', fields)).toBeNull()
  })
})
