/** @jest-environment node */
import { idSchema, MAX_ID, parseId } from '@/lib/http/parseId'

const NOT_IDS = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  'abc',
  '1e20',
  '1e3',
  '1.5',
  '1.0',
  ' 1',
  '1 ',
  '%20',
  '0x1',
  '0x10',
  '+1',
  '01',
  '',
  '١٢',
  '1_000',
  'Infinity',
  'NaN',
]

describe('parseId: ids from addresses and forms', () => {
  it.each(NOT_IDS)('refuses %j', (value) => expect(parseId(value)).toBeNull())

  it('accepts whole numbers from 1 to the int4 maximum', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('42')).toBe(42)
    expect(parseId(String(MAX_ID))).toBe(2147483647)
    expect(parseId(7)).toBe(7)
    expect(parseId(2 ** 31)).toBeNull()
    expect(parseId(1.5)).toBeNull()
    expect(parseId(undefined)).toBeNull()
  })

  it('gives zod a message a person can act on, never zod’s own', () => {
    const schema = idSchema('That earlier room photo could not be found. Upload the photo again.')
    const result = schema.safeParse('1e20')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'That earlier room photo could not be found. Upload the photo again.',
    ])
    expect(schema.parse('12')).toBe(12)
  })
})
