/** @jest-environment node */
import {
  clientAddress,
  CLIENT_ADDRESS_HEADER,
  markClientAddressInstalled,
  rateLimitKeyOf,
  resolveClientAddress,
} from '@/lib/http/clientAddress'

describe('resolveClientAddress', () => {
  it('believes only the socket by default, whatever X-Forwarded-For claims', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
    expect(resolveClientAddress('::ffff:127.0.0.1', '1.2.3.4, 5.6.7.8', 0)).toBe('127.0.0.1')
  })

  it('behind one trusted proxy takes the address that proxy appended, not what the client prepended', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.7'], 1)).toBe('203.0.113.7')
  })

  it('behind two proxies skips both', () => {
    expect(resolveClientAddress('10.0.0.3', '6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe(
      '203.0.113.7',
    )
  })

  it('never walks past the start of the chain', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, 3)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', '203.0.113.7', 5)).toBe('203.0.113.7')
  })
})

describe('rateLimitKeyOf', () => {
  it('counts IPv4 addresses one by one', () => {
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv6 client by its /64, so picking another address in it does not help', () => {
    expect(rateLimitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOf('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64')
  })
})

describe('clientAddress', () => {
  it('ignores the header until the server itself sets it on every request', () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '6.6.6.6' })
    expect(clientAddress(headers)).toBe('unknown')
    markClientAddressInstalled()
    expect(clientAddress(headers)).toBe('6.6.6.6')
  })
})

describe('installRequestChannel', () => {
  it("sets the socket's address on every request before the server sees it, over anything the client sent", async () => {
    const http = await import('node:http')
    const { installRequestChannel } = await import('@/lib/http/requestChannel')
    installRequestChannel(0, 120_000)
    const server = http.createServer((request, response) =>
      response.end(String(request.headers[CLIENT_ADDRESS_HEADER])),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
      })
      expect(await response.text()).toBe('127.0.0.1')
    } finally {
      server.close()
    }
  })
})
