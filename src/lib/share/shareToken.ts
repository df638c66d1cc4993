import { createHash, randomBytes } from 'node:crypto'

/**
 * A share link's token: 32 random bytes (256 bits) as base64url, 43 characters. Only its SHA-256
 * is stored, so the database (a backup, an admin's screen) never holds a working link, and a
 * look-up compares hashes: the time it takes says nothing about how close a guess was.
 */
const TOKEN_BYTES = 32
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url')

/** True for anything that could be a token we issued; anything else is not looked up at all. */
export const isShareTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value)

export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')
