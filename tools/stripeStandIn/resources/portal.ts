import { z } from 'zod'
import { resourceMissing } from '../apiError'
import { newId, nowSeconds } from '../ids'
import { parseParams } from '../params'
import { route, type Route } from '../router'
import type { PortalSessionObject } from '../types'
import { liveCustomer } from './customers'

/** One portal configuration, standing for the account's default one. */
export const PORTAL_CONFIGURATION_ID = 'bpc_standInDefaultConfiguration'

export const portalRoutes: Route[] = [
  route('POST', '/v1/billing_portal/sessions', ({ core, params, request }) => {
    const p = parseParams(
      z.strictObject({
        customer: z.string(),
        return_url: z.string().optional(),
        configuration: z.string().optional(),
        locale: z.string().optional(),
      }),
      params,
    )
    const customer = liveCustomer(core, p.customer, 'customer')
    if (p.configuration && p.configuration !== PORTAL_CONFIGURATION_ID) {
      throw resourceMissing('billing_portal.configuration', p.configuration, 'configuration')
    }
    const id = newId('bps')
    const session: PortalSessionObject = {
      id,
      object: 'billing_portal.session',
      configuration: PORTAL_CONFIGURATION_ID,
      created: nowSeconds(),
      customer: customer.id,
      flow: null,
      livemode: false,
      locale: p.locale ?? null,
      on_behalf_of: null,
      return_url: p.return_url ?? null,
      url: `${core.config.baseUrl}/portal/${id}`,
    }
    core.state.portalSessions.set(id, session)
    core.webhooks.emit('billing_portal.session.created', session, { request })
    return session
  }),
]
