import { z } from 'zod'
import type { Core } from './core'
import type { FormObject } from './formData'
import { listParams, parseParams } from './params'
import { mustGet, paginate, type Page, type StandInState } from './state'
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

/**
 * `GET` of a top-level list: Stripe's pagination parameters plus the resource's `filters`, answered
 * with the page of what `select` returns (in creation order, as the state's maps hold it).
 */
export const listRoute = <F extends z.ZodRawShape, T extends { id: string }>(
  pattern: string,
  filters: F,
  select: (core: Core, p: z.output<z.ZodObject<typeof listParams & F>>) => T[],
): Route =>
  route('GET', pattern, ({ core, params }) => {
    const p = parseParams(z.strictObject({ ...listParams, ...filters }), params)
    // TypeScript cannot see through zod's output for a generic shape; listParams makes it a Page.
    return paginate(select(core, p), p as Page, pattern)
  })

/** The state's maps of objects with ids, and what each holds. */
type StoreName = {
  [K in keyof StandInState]: StandInState[K] extends Map<string, { id: string }> ? K : never
}[keyof StandInState]
type Stored<K extends StoreName> =
  StandInState[K] extends Map<string, infer T extends { id: string }> ? T : never

/** A list of one store whose filters are strings matching the fields of the same names exactly. */
export const listByFields = <K extends StoreName>(
  pattern: string,
  store: K,
  fields: (keyof Stored<K> & string)[],
): Route =>
  listRoute(
    pattern,
    Object.fromEntries(fields.map((field) => [field, z.string().optional()])),
    (core, p) => {
      const items: Map<string, { id: string }> = core.state[store]
      return [...items.values()].filter((item) =>
        fields.every(
          (field) =>
            p[field] === undefined || (item as Record<string, unknown>)[field] === p[field],
        ),
      )
    },
  )

/** A list filter: absent matches everything, given matches only an equal value. */
export const given = <T>(wanted: T | undefined, actual: T) =>
  wanted === undefined || wanted === actual

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
