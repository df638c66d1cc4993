/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies (and query strings) with
 * bracket nesting: `metadata[plan]=x`, `line_items[0][price]=p`, `expand[]=customer`. This turns
 * such pairs back into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

function splitKey(key: string): string[] | null {
  const first = key.indexOf('[')
  if (first === -1) return [key]
  const parts = [key.slice(0, first)]
  const rest = key.slice(first)
  const pattern = /\[([^\]]*)\]/g
  let consumed = 0
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) return null
    parts.push(match[1])
    consumed += match[0].length
  }
  return consumed === rest.length ? parts : null
}

type Tree = { [key: string]: Tree | string }

function insert(root: Tree, parts: string[], value: string) {
  let node = root
  for (let i = 0; i < parts.length; i++) {
    // `[]` appends: give it the next free numeric slot so it becomes an array later.
    const part = parts[i] === '' ? String(Object.keys(node).length) : parts[i]
    if (FORBIDDEN_KEYS.has(part)) return
    if (i === parts.length - 1) {
      node[part] = value
      return
    }
    const next = node[part]
    if (typeof next !== 'object') node[part] = {}
    node = node[part] as Tree
  }
}

function toFormValue(node: Tree | string): FormValue {
  if (typeof node === 'string') return node
  const keys = Object.keys(node)
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toFormValue(node[k]))
  }
  const out: FormObject = {}
  for (const k of keys) out[k] = toFormValue(node[k])
  return out
}

/** Parses a urlencoded body or query string; returns null when a key's brackets are malformed. */
export function parseForm(text: string): { value: FormObject } | { malformedKey: string } {
  const root: Tree = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = splitKey(key)
    if (!parts || parts[0] === '') return { malformedKey: key }
    insert(root, parts, value)
  }
  const value: FormObject = {}
  for (const key of Object.keys(root)) value[key] = toFormValue(root[key])
  return { value }
}
