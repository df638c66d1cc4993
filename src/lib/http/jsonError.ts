import { NextResponse } from 'next/server'

/** Every refusal the studio API gives: a message a person can act on, never a stack trace. */
export const jsonError = (status: number, error: string, field?: string) =>
  NextResponse.json({ error, ...(field ? { field } : {}) }, { status })
