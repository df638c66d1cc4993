import { z } from 'zod'
import type { Core } from './core'
import type { FormObject } from './formData'
import { parseParams } from './params'
import { mustGet, type StandInState } from './state'
import type { EventRequest } from './webhooks'

export type Method = 'GET' | 'POST' | 'DELETE'

export type RouteContext = {
  core: Core
  params: FormObject
  pathParams: Record<string, string>
  /** The API request, for the `request` field of the events it causes. */
  request: EventRequest
}

export type Route = { method: Method; pattern: string; handler: (ctx: RouteContext) => object }

export const route = (method: Method, pattern: string, handler: Route['handler']): Route => ({
  method,
  pattern,
  handler,
})

/** `GET …/:id`: the object or resource_missing; like Stripe, only `expand` is accepted. */
export const retrieveRoute = <T extends object>(
  pattern: string,
  objectName: string,
  pick: (state: StandInState) => Map<string, T>,
): Route =>
  route('GET', pattern, ({ core, params, pathParams }) => {
    parseParams(z.strictObject({}), params)
    return mustGet(pick(core.state), objectName, pathParams.id)
  })

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (got[i] === '') return null
      params[want[i].slice(1)] = decodeURIComponent(got[i])
    } else if (want[i] !== got[i]) {
      return null
    }
  }
  return params
}

/** First route whose method and pattern match; literal routes must be listed before `:id` ones. */
export function findRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; pathParams: Record<string, string> } | null {
  for (const candidate of routes) {
    if (candidate.method !== method) continue
    const pathParams = matchPattern(candidate.pattern, path)
    if (pathParams) return { route: candidate, pathParams }
  }
  return null
}
