/**
 * Query strings for Payload's REST API: depth, limit, page, where, sort, draft, locale, select,
 * populate, joins, pagination, trash, plus prototype keys, duplicated and malformed parameters.
 * Each parameter is optional, so a shrunk counterexample keeps only the ones that matter.
 */
import fc from 'fast-check'

import type { FuzzSettings } from './settings'
import type { CollectionSurface } from './surface'
import {
  EDGE_STRINGS,
  POLLUTION_CANARY,
  edgeNumber,
  edgeString,
  longString,
  queryValue,
} from './values'
import { deepWhere, relationChainWhere, whereNode, wherePairs } from './where'

type Pairs = [string, string][]
const one = (key: string, value: fc.Arbitrary<string>): fc.Arbitrary<Pairs> =>
  value.map((v): Pairs => [[key, v]])

export type QueryShape = {
  fields: string[]
  relations: string[]
  selfRelations: string[]
  joins: string[]
  relationTargets: string[]
}

export function shapeOf(
  collection: Pick<CollectionSurface, 'slug' | 'fields' | 'joins'>,
): QueryShape {
  const relations = collection.fields.filter((f) => f.relationTo.length > 0)
  return {
    fields: ['id', ...collection.fields.map((f) => f.path)],
    relations: relations.map((f) => f.path),
    selfRelations: relations
      .filter((f) => f.relationTo.includes(collection.slug))
      .map((f) => f.path),
    joins: collection.joins,
    relationTargets: [...new Set(relations.flatMap((f) => f.relationTo))],
  }
}

/** Numbers for depth/limit/page: mostly in range (the range reaches `max`), sometimes hostile. */
const numberIn = (max: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 0, max }).map(String) },
    { weight: 2, arbitrary: edgeNumber },
    { weight: 1, arbitrary: fc.constant(String(max)) },
  )

export function queryArb(
  shape: QueryShape,
  settings: Pick<FuzzSettings, 'maxDepth' | 'maxLimit'>,
): fc.Arbitrary<Pairs> {
  const depth = numberIn(settings.maxDepth)
  const limit = numberIn(settings.maxLimit)
  const field = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...shape.fields) },
    { weight: 1, arbitrary: edgeString },
  )
  const chains = shape.selfRelations.length > 0 ? shape.selfRelations : shape.relations

  const where = fc.oneof(
    { weight: 6, arbitrary: whereNode(shape.fields, depth).map((node) => wherePairs(node)) },
    { weight: 1, arbitrary: deepWhere },
    ...(chains.length > 0
      ? [{ weight: 2, arbitrary: relationChainWhere(chains, settings.maxDepth) }]
      : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom<Pairs>(
        [['where', 'garbage']],
        [['where[]', '1']],
        [['where', '{"id":{"equals":1}}']],
        [['where[id]', '1']],
      ),
    },
  )
  const sort = fc.oneof(
    field,
    field.map((f) => `-${f}`),
    fc.array(field, { minLength: 2, maxLength: 4 }).map((fs) => fs.join(',')),
    longString,
  )
  const select = fc.oneof(
    fc
      .array(fc.tuple(field, fc.constantFrom('true', 'false', '1', '0', 'yes', '')), {
        minLength: 1,
        maxLength: 4,
      })
      .map((ps): Pairs => ps.map(([f, v]) => [`select[${f}]`, v])),
    fc.tuple(field, field).map(([a, b]): Pairs => [[`select[${a}][${b}]`, 'true']]),
    fc.constantFrom<Pairs>(
      [['select', 'title']],
      [['select[]', 'id']],
      [['select[__proto__][polluted]', 'true']],
    ),
  )
  const populate = fc
    .tuple(
      fc.constantFrom(...shape.relationTargets, 'users', 'nope', '__proto__'),
      field,
      fc.constantFrom('true', 'false', 'x'),
    )
    .map(([slug, f, v]): Pairs => [[`populate[${slug}][${f}]`, v]])
  const joins = fc.oneof(
    fc.constant<Pairs>([['joins', 'false']]),
    fc
      .tuple(
        fc.constantFrom(...shape.joins, 'nope', '__proto__'),
        fc.constantFrom('limit', 'page', 'sort', 'count', 'where'),
        queryValue(depth),
      )
      .map(([j, key, v]): Pairs => [
        [key === 'where' ? `joins[${j}][where][id][equals]` : `joins[${j}][${key}]`, v],
      ]),
  )
  const junk = fc.oneof(
    fc.constantFrom<Pairs>(
      [['__proto__[polluted]', POLLUTION_CANARY]],
      [['constructor[prototype][polluted]', POLLUTION_CANARY]],
      [
        ['depth', '1'],
        ['depth', '2'],
      ],
      [['depth[]', '1']],
      [['limit[$gt]', '1']],
      [['page[0]', '2']],
    ),
    fc
      .tuple(fc.oneof(fc.string({ maxLength: 12 }), edgeString), queryValue(depth))
      .map(([k, v]): Pairs => [[k, v]]),
  )

  return fc
    .record(
      {
        depth: one('depth', depth),
        limit: one('limit', limit),
        page: one('page', numberIn(1_000)),
        where,
        sort: sort.map((s): Pairs => [['sort', s]]),
        draft: one('draft', fc.constantFrom('true', 'false', '1', 'yes', '')),
        locale: one(
          'locale',
          fc.constantFrom(
            'en',
            'all',
            '*',
            'xx',
            '__proto__',
            '',
            'en-US',
            ...EDGE_STRINGS.slice(0, 6),
          ),
        ),
        fallbackLocale: one(
          'fallback-locale',
          fc.constantFrom('none', 'null', 'en', 'xx', 'false'),
        ),
        select,
        populate,
        joins,
        pagination: one('pagination', fc.constantFrom('false', 'true', '0', 'no')),
        trash: one('trash', fc.constantFrom('true', 'false', 'x')),
        junk,
      },
      { requiredKeys: [] },
    )
    .map((parts) => Object.values(parts).flat())
}
