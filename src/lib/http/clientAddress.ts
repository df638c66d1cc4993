import { isIPv6 } from 'node:net'

/** Set by the server on every request (requestChannel.ts); whatever a client sends is overwritten. */
export const CLIENT_ADDRESS_HEADER = 'x-roomwise-client-address'

const INSTALLED = Symbol.for('roomwise.clientAddressInstalled')

export const clientAddressInstalled = () =>
  (globalThis as Record<symbol, unknown>)[INSTALLED] === true

export const markClientAddressInstalled = () => {
  ;(globalThis as Record<symbol, unknown>)[INSTALLED] = true
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address; brackets and zone ids are dropped. */
function normalise(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  return mapped ? mapped[1]! : bare
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}

/** The address a client is counted under; IPv6 clients by their /64, which they can roam freely. */
export function rateLimitKeyOf(address: string): string {
  const bare = normalise(address)
  return isIPv6(bare) ? `${expandIPv6(bare).slice(0, 4).join(':')}::/64` : bare
}

/** The client's address: the socket, or `trustedHops` entries from the right of X-Forwarded-For. */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const chain = [
    ...(Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    socketAddress ?? 'unknown',
  ]
  return normalise(chain[Math.max(0, chain.length - 1 - trustedHops)]!)
}

/** The address the server resolved for this request; 'unknown' if unset (never the client's own header). */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return (clientAddressInstalled() && headers.get(CLIENT_ADDRESS_HEADER)) || 'unknown'
}
