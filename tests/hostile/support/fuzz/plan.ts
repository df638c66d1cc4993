/**
 * The whole attack surface as one fast-check arbitrary, and the seeded plan drawn from it. The
 * plan is exactly the values `fc.assert` would generate for the same seed, so request number i
 * can later be replayed and shrunk with `path: String(i)`.
 */
import fc from 'fast-check'

import { appRequests, strayRequests } from './appRequests'
import type { AppRoute } from './appRoutes'
import { graphqlRequests } from './graphqlRequests'
import type { FuzzRequest } from './request'
import { collectionRequests, globalRequests, rootRequests } from './restRequests'
import type { FuzzSettings } from './settings'
import type { Surface } from './surface'

export type FuzzWorld = {
  surface: Surface
  appRoutes: AppRoute[]
  planSlugs: string[]
  settings: FuzzSettings
  baseUrl: string
}

export function requestArb(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const { surface, settings, baseUrl } = world
  const context = { settings, baseUrl }
  const slugs = surface.collections.map((c) => c.slug)
  const allFields = surface.collections.flatMap((c) => c.fields.map((f) => f.path))
  const parts: fc.WeightedArbitrary<FuzzRequest>[] = [
    {
      weight: 50,
      arbitrary: fc.oneof(...surface.collections.map((c) => collectionRequests(c, context))),
    },
    { weight: 20, arbitrary: graphqlRequests(surface.graphql, settings, baseUrl) },
    { weight: 14, arbitrary: appRequests(world.appRoutes, world.planSlugs, baseUrl) },
    { weight: 3, arbitrary: strayRequests(slugs) },
  ]
  if (surface.globals.length > 0)
    parts.push({
      weight: 5,
      arbitrary: fc.oneof(...surface.globals.map((g) => globalRequests(g, context))),
    })
  if (surface.rootEndpoints.length > 0)
    parts.push({
      weight: 3,
      arbitrary: rootRequests(surface.rootEndpoints, [...new Set(allFields)], context),
    })
  return fc.oneof(...parts)
}

export function drawPlan(
  arb: fc.Arbitrary<FuzzRequest>,
  seed: number,
  count: number,
): FuzzRequest[] {
  return fc.sample(arb, { seed, numRuns: count })
}
