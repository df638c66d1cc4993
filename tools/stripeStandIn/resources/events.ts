import { z } from 'zod'
import { invalidParam } from '../apiError'
import { bool } from '../params'
import { listRoute, retrieveRoute, type Route } from '../router'

const matches = (pattern: string, type: string) =>
  pattern === type || (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1)))

export const eventRoutes: Route[] = [
  listRoute(
    '/v1/events',
    {
      type: z.string().optional(),
      types: z.array(z.string()).optional(),
      delivery_success: bool.optional(),
    },
    (core, p) => {
      if (p.type && p.types)
        throw invalidParam('types', 'You may only specify one of these parameters: type, types.')
      return [...core.state.events.values()].filter((event) => {
        if (p.type && !matches(p.type, event.type)) return false
        if (p.types && !p.types.some((t) => matches(t, event.type))) return false
        if (p.delivery_success !== undefined) {
          const delivered = core.webhooks.deliveries.some((d) => d.eventId === event.id && d.ok)
          if (delivered !== p.delivery_success) return false
        }
        return true
      })
    },
  ),
  retrieveRoute('/v1/events/:id', 'event', (s) => s.events),
]
