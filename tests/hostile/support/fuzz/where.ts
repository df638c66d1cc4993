/**
 * Random `where` trees in Payload's bracket syntax (`where[or][0][title][like]=x`): real field
 * paths and relation chains, every operator Payload knows plus made-up ones, and/or nesting,
 * and occasionally a chain nested far deeper than any form would send.
 */
import fc from 'fast-check'

import { queryValue } from './values'

const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]
const BOGUS_OPERATORS = ['', 'eq', '$gt', '__proto__', 'constructor', 'equals]', 'raw', 'sql']
const BOGUS_FIELDS = [
  '',
  'nope',
  '__proto__',
  'constructor',
  'prototype',
  'id"; --',
  'a.b.c',
  'password',
  'hash',
  'salt',
  '_status',
  'version',
  'parent',
]

export type WhereNode =
  { field: string; operator: string; values: string[] } | { join: string; items: WhereNode[] }

export const whereNode = (
  fields: string[],
  numbers: fc.Arbitrary<string>,
): fc.Arbitrary<WhereNode> => {
  const condition = fc.record({
    field: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...fields) },
      { weight: 1, arbitrary: fc.constantFrom(...BOGUS_FIELDS) },
    ),
    operator: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...OPERATORS) },
      { weight: 1, arbitrary: fc.constantFrom(...BOGUS_OPERATORS) },
    ),
    values: fc.array(queryValue(numbers), { minLength: 1, maxLength: 3 }),
  })
  return fc.letrec<{ node: WhereNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      condition,
      fc.record({
        join: fc.constantFrom('and', 'or', 'AND', 'OR', 'not', '0'),
        items: fc.array(tie('node'), { maxLength: 3 }),
      }),
    ),
  })).node
}

/** Flattens a tree into query pairs; a condition with several values uses `[op][0]`, `[op][1]`, … */
export function wherePairs(node: WhereNode, prefix = 'where'): [string, string][] {
  if ('join' in node)
    return node.items.flatMap((item, index) =>
      wherePairs(item, `${prefix}[${node.join}][${index}]`),
    )
  const base = `${prefix}[${node.field}][${node.operator}]`
  if (node.values.length === 1) return [[base, node.values[0]!]]
  return node.values.map((value, index) => [`${base}[${index}]`, value])
}

/** `where[or][0][or][0]…[id][equals]=1`: nesting beyond anything the admin panel sends. */
export const deepWhere = fc
  .record({
    join: fc.constantFrom('and', 'or'),
    depth: fc.integer({ min: 8, max: 200 }),
    field: fc.constantFrom('id', 'title', 'slug'),
  })
  .map(({ join, depth, field }): [string, string][] => [
    [`where${`[${join}][0]`.repeat(depth)}[${field}][equals]`, '1'],
  ])

/** `where[related.related.related…title][exists]=true`: a relation walked as far as the depth range goes. */
export const relationChainWhere = (chains: string[], maxHops: number) =>
  fc
    .record({
      relation: fc.constantFrom(...chains),
      hops: fc.integer({ min: 1, max: Math.max(1, maxHops) }),
      leaf: fc.constantFrom('id', 'title', 'slug'),
    })
    .map(({ relation, hops, leaf }): [string, string][] => [
      [`where[${`${relation}.`.repeat(hops)}${leaf}][exists]`, 'true'],
    ])
