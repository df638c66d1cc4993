/** @jest-environment node */
import { textOperatorProblem } from '@/lib/queryLimits/operatorFieldTypes'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'updatedAt', type: 'date' },
  { name: 'credits', type: 'number' },
  { name: 'active', type: 'checkbox' },
  { name: 'avatar', type: 'upload' },
  { name: 'owner', type: 'relationship' },
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

  it('pass text operators on text, other operators on anything, and fields it does not know', () => {
    expect(textOperatorProblem({ title: { like: 'sofa' } }, fields)).toBeNull()
    expect(textOperatorProblem({ updatedAt: { greater_than: '2026-01-01' } }, fields)).toBeNull()
    expect(textOperatorProblem({ 'category.title': { like: 'x' } }, fields)).toBeNull()
    expect(textOperatorProblem(undefined, fields)).toBeNull()
    expect(textOperatorProblem('where', fields)).toBeNull()
  })
})
