import { freeCreditEmailHash, normaliseEmail } from '@/lib/auth/freeCredits'

describe('the e-mail form that decides "same person" for free credits', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['jane.doe+roomwise@example.com', 'jane.doe@example.com'], // +tags everywhere
    ['j.a.n.e.d.o.e@gmail.com', 'janedoe@gmail.com'], // Gmail ignores dots
    ['Jane.Doe+x@GoogleMail.com', 'janedoe@gmail.com'],
    ['+only@example.com', '+only@example.com'], // a leading + is the name itself, not a tag
    ['not-an-address', 'not-an-address'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected)
  })

  it('hashes with a key: the same address gives the same hash, another key or address another hash', () => {
    const secret = 'a'.repeat(40)
    const hash = freeCreditEmailHash('Jane.Doe@gmail.com', secret)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(freeCreditEmailHash('janedoe+1@gmail.com', secret)).toBe(hash)
    expect(freeCreditEmailHash('Jane.Doe@gmail.com', 'b'.repeat(40))).not.toBe(hash)
    expect(freeCreditEmailHash('john.doe@gmail.com', secret)).not.toBe(hash)
  })
})
