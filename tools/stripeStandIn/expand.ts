import { invalidParam } from './apiError'
import type { Core } from './core'
import type { ApiList } from './types'

type Obj = Record<string, unknown>

const list = <T>(data: T[], url: string): ApiList<T> => ({
  object: 'list',
  data,
  has_more: false,
  url,
})

/** Properties Stripe leaves out unless asked for with `expand[]`. */
function includable(core: Core, obj: Obj, key: string): unknown {
  const id = obj.id as string
  if (obj.object === 'checkout.session' && key === 'line_items') {
    return list(
      core.state.checkoutSessions.get(id)?.lineItems ?? [],
      `/v1/checkout/sessions/${id}/line_items`,
    )
  }
  if (obj.object === 'invoice' && key === 'payments') {
    return list(
      [...core.state.invoicePayments.values()].filter((p) => p.invoice === id),
      `/v1/invoice_payments?invoice=${id}`,
    )
  }
  if (obj.object === 'charge' && key === 'refunds') {
    return list(
      [...core.state.refunds.values()].filter((r) => r.charge === id).reverse(),
      `/v1/charges/${id}/refunds`,
    )
  }
  return undefined
}

function lookup(core: Core, id: string): Obj | undefined {
  if (core.state.deletedCustomers.has(id)) return { id, object: 'customer', deleted: true }
  const found = core.state.findAny(id)
  return found ? structuredClone(found) : undefined
}

function expandAt(core: Core, obj: Obj, segments: string[], fullPath: string) {
  const [key, ...rest] = segments
  if (obj.object === 'list' && key === 'data' && Array.isArray(obj.data)) {
    for (const item of obj.data as Obj[]) if (rest.length) expandAt(core, item, rest, fullPath)
    return
  }
  const extra = includable(core, obj, key)
  if (extra !== undefined) obj[key] = extra
  const value = obj[key]
  if (typeof value === 'string') {
    const found = lookup(core, value)
    if (!found) throw invalidParam('expand', `This property cannot be expanded (${fullPath}).`)
    obj[key] = found
  } else if (value === null && rest.length === 0) {
    return
  } else if (typeof value !== 'object' || value === null) {
    throw invalidParam('expand', `This property cannot be expanded (${fullPath}).`)
  }
  if (rest.length && obj[key]) expandAt(core, obj[key] as Obj, rest, fullPath)
}

/** Returns a copy of `value` with each dotted `expand[]` path replaced by the object it names. */
export function applyExpand(core: Core, value: object, paths: string[]): object {
  if (paths.length === 0) return value
  const copy = structuredClone(value) as Obj
  for (const path of paths) {
    const segments = path.split('.')
    if (segments.length > 4)
      throw invalidParam(
        'expand',
        `You cannot expand more than 4 levels of a property. Property: ${path}`,
      )
    expandAt(core, copy, segments, path)
  }
  return copy
}
