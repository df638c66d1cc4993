import { NextRequest } from 'next/server'

/**
 * Whether a request is a NextRequest, told by its shape, not `instanceof`: in the built server the
 * NextRequest Next hands a route comes from Next's own copy of the class, not the one we import.
 */
export const isNextRequest = (request: Request): request is NextRequest => 'nextUrl' in request

/** The request as a NextRequest (what Payload's and Auth.js's handlers read), copied only if not one. */
export const asNextRequest = (request: Request): NextRequest =>
  isNextRequest(request) ? request : new NextRequest(request)
