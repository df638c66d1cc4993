/**
 * Random GraphQL operations walked from the schema Payload builds: any query or mutation field,
 * arguments of the right and the wrong type, variables, aliases, named and inline fragments,
 * selections nested as deep as the depth range allows (relation chains included), and now and then
 * a broken document. Every choice is read from a "tape" of integers that fast-check generates
 * and shrinks: 0 always means the simplest choice, so a shrunk tape is a small query.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'

import { EDGE_STRINGS, POLLUTION_CANARY } from './values'

export class Tape {
  private index = 0
  constructor(private readonly ints: readonly number[]) {}
  pick(n: number): number {
    if (n <= 1) return 0
    return (this.ints[this.index++] ?? 0) % n
  }
  /** False for the exhausted or shrunk tape (0), true about `percent` % of the time otherwise. */
  chance(percent: number): boolean {
    return this.pick(100) >= 100 - percent
  }
  from<T>(items: readonly T[]): T {
    return items[this.pick(items.length)]!
  }
}

export type GraphqlOperation = {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
}
export type DocumentOptions = { maxDepth: number; signedIn: boolean; absentId: string }

const INTS = [
  '0',
  '1',
  '2',
  '10',
  '-1',
  '100',
  '100000',
  '2147483647',
  '2147483648',
  '99999999999999999999',
]
const FLOATS = ['1.5', '-0.0', '1e308', '0.000001', '1e3']
const WRONG = ['"wrong"', '1', 'true', 'null', '[1, 2]', '{a: 1}', '"2147483648"', 'BOGUS']
const VARIABLE_VALUES: unknown[] = [
  1,
  '1',
  null,
  true,
  {},
  [],
  2 ** 31,
  'x'.repeat(2_000),
  JSON.parse(`{"__proto__":{"polluted":"${POLLUTION_CANARY}"}}`),
  [[[[[]]]]],
]

class Writer {
  private fragments: string[] = []
  private variableDefs: string[] = []
  readonly variables: Record<string, unknown> = {}
  private chainDepth: number
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly tape: Tape,
    private readonly options: DocumentOptions,
    private readonly mutation: boolean,
  ) {
    // A deep chain tries to reach the full depth; otherwise depth is itself random.
    this.chainDepth = tape.chance(20) ? options.maxDepth : tape.pick(options.maxDepth + 1)
  }

  literal(type: GraphQLInputType, depth: number): string {
    if (this.tape.chance(6)) return this.tape.from(WRONG)
    if (isNonNullType(type)) return this.literal(type.ofType, depth)
    if (isListType(type))
      return `[${Array.from({ length: this.tape.pick(3) }, () => this.literal(type.ofType, depth + 1)).join(', ')}]`
    if (isEnumType(type))
      return this.tape.chance(90)
        ? this.tape.from(type.getValues().map((v) => v.name))
        : 'NOT_A_VALUE'
    if (isInputObjectType(type)) {
      if (depth > 6) return '{}'
      const fields = Object.values(type.getFields())
      const chosen = Array.from({ length: this.tape.pick(4) }, () => this.tape.from(fields))
      return `{${[...new Set(chosen)].map((f) => `${f.name}: ${this.literal(f.type, depth + 1)}`).join(', ')}}`
    }
    switch (getNamedType(type).name) {
      case 'Int':
        return this.tape.from(INTS)
      case 'Float':
        return this.tape.from(FLOATS)
      case 'Boolean':
        return this.tape.from(['true', 'false'])
      case 'JSON':
      case 'JSONObject':
        return this.tape.from([
          '{a: 1}',
          '{__proto__: {polluted: "x"}}',
          '[]',
          'null',
          `{root: {children: [{type: "nope"}]}}`,
        ])
      default:
        return JSON.stringify(
          this.tape.chance(50)
            ? this.tape.from(EDGE_STRINGS)
            : this.tape.from(['1', 'x', 'a-slug', '2024-01-01']),
        )
    }
  }

  args(field: GraphQLField<unknown, unknown>, root: boolean): string {
    const parts: string[] = []
    for (const arg of field.args) {
      const forcedId = root && this.mutation && this.options.signedIn && arg.name === 'id'
      if (forcedId) parts.push(`id: ${this.options.absentId}`)
      else if (isNonNullType(arg.type) || this.tape.chance(root ? 50 : 20)) {
        if (this.tape.chance(10)) {
          const name = `v${this.variableDefs.length}`
          this.variableDefs.push(`$${name}: ${arg.type.toString()}`)
          this.variables[name] = this.tape.from(VARIABLE_VALUES)
          parts.push(`${arg.name}: $${name}`)
        } else parts.push(`${arg.name}: ${this.literal(arg.type, 0)}`)
      }
    }
    if (this.tape.chance(4)) parts.push(`bogus: 1`)
    return parts.length > 0 ? `(${parts.join(', ')})` : ''
  }

  selection(type: GraphQLNamedType, depth: number): string {
    if (isLeafType(type)) return this.tape.chance(3) ? '{ id }' : ''
    if (isUnionType(type)) {
      const members = type.getTypes()
      const member = this.tape.from(members)
      return `{ __typename ... on ${member.name} ${this.selection(member, depth)} }`
    }
    if (!isObjectType(type) && !isInterfaceType(type)) return ''
    const fields = Object.values(type.getFields())
    const objects = fields.filter((f) => !isLeafType(getNamedType(f.type)))
    const picked: string[] = []
    const count = 1 + this.tape.pick(4)
    for (let i = 0; i < count; i++) {
      // On a deep chain, keep going through object fields (relations) while depth remains.
      const wantsObject =
        depth < this.chainDepth &&
        objects.length > 0 &&
        this.tape.chance(depth < this.chainDepth - 1 ? 70 : 30)
      const field = wantsObject ? this.tape.from(objects) : this.tape.from(fields)
      const named = getNamedType(field.type)
      const alias = this.tape.chance(15) ? `a${picked.length}_${depth}: ` : ''
      if (isLeafType(named)) picked.push(`${alias}${field.name}`)
      else if (depth < this.chainDepth)
        picked.push(
          `${alias}${field.name}${this.args(field, false)} ${this.selection(named, depth + 1)}`,
        )
    }
    if (this.tape.chance(5)) picked.push('notAField')
    const body = `{ __typename ${[...new Set(picked)].join(' ')} }`
    if (depth > 0 && this.tape.chance(12)) {
      const name = `F${this.fragments.length}`
      this.fragments.push(`fragment ${name} on ${type.name} ${body}`)
      return `{ ...${name} }`
    }
    return depth > 0 && this.tape.chance(8) ? `{ ... on ${type.name} ${body} }` : body
  }

  document(): GraphqlOperation {
    const rootType = this.mutation ? this.schema.getMutationType() : this.schema.getQueryType()
    const fields = Object.values(rootType!.getFields()).filter(
      (f) =>
        !this.mutation ||
        !this.options.signedIn ||
        f.name.startsWith('create') ||
        f.args.some((a) => a.name === 'id'),
    )
    const roots = Array.from({ length: 1 + this.tape.pick(3) }, (_, i) => {
      const field = this.tape.from(fields)
      const alias = this.tape.chance(25) ? `r${i}: ` : ''
      return `${alias}${field.name}${this.args(field, true)} ${this.selection(getNamedType(field.type), 1)}`
    })
    const named = this.tape.chance(20)
    const head = `${this.mutation ? 'mutation' : 'query'}${named ? ' Op' : ''}${this.variableDefs.length > 0 ? `(${this.variableDefs.join(', ')})` : ''}`
    let query = `${head} { ${roots.join(' ')} } ${this.fragments.join(' ')}`
    // Now and then a document no client would send.
    if (this.tape.chance(6)) query = query.slice(0, this.tape.pick(query.length))
    else if (this.tape.chance(3)) query = `${query} }`
    return {
      query,
      ...(this.variableDefs.length > 0 ? { variables: this.variables } : {}),
      ...(named ? { operationName: this.tape.chance(80) ? 'Op' : 'Missing' } : {}),
    }
  }
}

export function graphqlOperation(
  schema: GraphQLSchema,
  ints: readonly number[],
  options: DocumentOptions,
): GraphqlOperation {
  const tape = new Tape(ints)
  const mutation = tape.chance(25)
  return new Writer(schema, tape, options, mutation).document()
}
