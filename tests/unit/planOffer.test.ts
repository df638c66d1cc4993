import { planOffer } from '@/lib/billing/planOffer'

const monthly = { id: 3, name: 'Monthly plan', kind: 'subscription' as const }
const studio = { id: 4, name: 'Studio plan', kind: 'subscription' as const }
const pack = { id: 1, name: 'Starter pack', kind: 'pack' as const }

describe('what /pricing offers on each plan', () => {
  it('offers everything for sale to someone without a live plan', () => {
    for (const plan of [monthly, studio, pack]) expect(planOffer(plan, undefined)).toBe('buy')
  })

  it('marks a subscriber plan as theirs, other monthly plans as a switch, packs still for sale', () => {
    const live = { plan: 3, planName: 'Monthly plan' }
    expect(planOffer(monthly, live)).toBe('yours')
    expect(planOffer(studio, live)).toBe('switch')
    expect(planOffer(pack, live)).toBe('buy')
  })

  it('recognises the plan by name when the record has no plan link', () => {
    const live = { plan: null, planName: 'Studio plan' }
    expect(planOffer(studio, live)).toBe('yours')
    expect(planOffer(monthly, live)).toBe('switch')
  })
})
