import { createHash, randomBytes } from 'node:crypto'

// 256 random bits; only the SHA-256 is stored, so the database never holds a working link.
const TOKEN_BYTES = 32
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url')

export const isShareTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value)

export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')
