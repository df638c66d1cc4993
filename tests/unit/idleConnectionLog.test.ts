/** @jest-environment node */
import { EventEmitter } from 'node:events'

import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { logIdleConnectionErrors } from '@/lib/db/postgres'

describe('a database connection closed while idle', () => {
  it('is one warning line with its code and message, not a client dump, and not fatal', () => {
    const pool = new EventEmitter()
    const warn = jest.fn()
    // A stand-in for the two things the function reads: the adapter's pool and the logger.
    const payload = { db: { pool }, logger: { warn } } as unknown as Payload
    logIdleConnectionErrors(payload)

    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { huge: 'x'.repeat(10_000) },
    })
    expect(() => pool.emit('error', error)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    const [line] = warn.mock.calls[0]!
    expect(line).toBe(
      'A database connection closed while idle (57P01: terminating connection due to administrator command)',
    )
  })

  it('does nothing when Payload started without a database', () => {
    const payload = { db: {}, logger: { warn: jest.fn() } } as unknown as Payload
    expect(() => logIdleConnectionErrors(payload)).not.toThrow()
  })
})
