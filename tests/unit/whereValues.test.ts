/** @jest-environment node */
import { whereValuesProblem } from '@/lib/queryLimits/whereValues'

/**
 * Values Payload's query builder or PostgreSQL cannot take (a 500 for anyone before): refused by
 * the REST hook and the GraphQL rule with a 400 that says what a value may be.
 */
describe('where values', () => {
  it('accepts single values, flat lists for in/not_in/all, and comma-separated text', () => {
    for (const where of [
      { slug: { equals: 'japandi' }, credits: { greater_than: 3 }, active: { equals: true } },
      { id: { in: [1, 2, 3] }, slug: { not_in: 'a,b' }, tags: { all: ['x', 'y'] } },
      { or: [{ title: { like: 'sofa' } }, { updatedAt: { exists: 'true' } }] },
      { owner: { equals: null } },
    ])
      expect([where, whereValuesProblem({ where })]).toEqual([where, null])
    expect(whereValuesProblem({})).toBeNull()
  })

  it('refuses a NUL anywhere a value can stand: alone, in a list, under and/or, in a join', () => {
    const nul = /"slug" contains a NUL character \(%00\)/
    expect(whereValuesProblem({ where: { slug: { equals: 'a\u0000' } } })).toMatch(nul)
    expect(whereValuesProblem({ where: { slug: { in: ['a', '\u0000'] } } })).toMatch(nul)
    expect(
      whereValuesProblem({ where: { and: [{ or: [{ slug: { like: '\u0000' } }] }] } }),
    ).toMatch(nul)
    expect(
      whereValuesProblem({ joins: { related: { where: { slug: { equals: '\u0000' } } } } }),
    ).toMatch(nul)
  })

  it('refuses lists and objects where one value belongs, and lists inside lists', () => {
    expect(whereValuesProblem({ where: { title: { like: ['a'] } } })).toBe(
      '"like" on "title" takes one value (a text, a number or true/false), not a list or an object',
    )
    expect(whereValuesProblem({ where: { 'body.root': { equals: { a: 'b' } } } })).toMatch(
      /^"equals" on "body.root" takes one value/,
    )
    expect(whereValuesProblem({ where: { slug: { in: [['\u0000']] } } })).toBe(
      '"in" on "slug" takes a list of single values (or one comma-separated text), not lists or objects inside it',
    )
  })
})
