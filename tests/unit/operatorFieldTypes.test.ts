/** @jest-environment node */
import { textOperatorProblem } from '@/lib/queryLimits/operatorFieldTypes'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'updatedAt', type: 'date' },
  { name: 'credits', type: 'number' },
  { name: 'active', type: 'checkbox' },
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
  })

  it('pass text operators on text, other operators on anything, and fields it does not know', () => {
    expect(textOperatorProblem({ title: { like: 'sofa' } }, fields)).toBeNull()
    expect(textOperatorProblem({ updatedAt: { greater_than: '2026-01-01' } }, fields)).toBeNull()
    expect(textOperatorProblem({ 'category.title': { like: 'x' } }, fields)).toBeNull()
    expect(textOperatorProblem(undefined, fields)).toBeNull()
    expect(textOperatorProblem('where', fields)).toBeNull()
  })
})
