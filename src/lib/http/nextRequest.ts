import { NextRequest } from 'next/server'

/** Told by shape, not `instanceof`: the built server's NextRequest comes from Next's own copy of the class. */
export const isNextRequest = (request: Request): request is NextRequest => 'nextUrl' in request

/** The request as a NextRequest (what Payload's and Auth.js's handlers read), copied only if not one. */
export const asNextRequest = (request: Request): NextRequest =>
  isNextRequest(request) ? request : new NextRequest(request)
