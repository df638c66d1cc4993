import { jest } from '@jest/globals'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'

import { buyCreditsFromFormPath } from '@/lib/redesign/formDraft'
import type { MaskShape } from '@/lib/redesign/maskShapes'
import { REDESIGN_MODES, type RedesignMode } from '@/lib/redesign/modes'
import type { StyleOption } from '@/lib/redesign/styles'

// The app router, replaced by a recorder of where it was asked to go.
const pushed: string[] = []
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: (href: string) => pushed.push(href) }),
}))
// The PNG encoder needs a real canvas (jsdom has none): record what it was asked to encode.
const encoded: { shapes: MaskShape[]; width: number; height: number }[] = []
jest.unstable_mockModule('@/components/redesign/maskBlob', () => ({
  maskBlob: async (shapes: MaskShape[], photo: { width: number; height: number }) => {
    encoded.push({ shapes, ...photo })
    return new Blob(['png'], { type: 'image/png' })
  },
}))
const { RedesignForm } = await import('@/components/redesign/RedesignForm')

const styles: StyleOption[] = [
  { id: 1, slug: 'japandi', title: 'Japandi', description: 'Calm.', palette: ['#eeeeee'] },
  { id: 4, slug: 'scandinavian', title: 'Scandinavian', description: '', palette: [] },
  { id: 5, slug: 'bohemian', title: 'Bohemian', description: '', palette: [] },
  { id: 6, slug: 'industrial', title: 'Industrial', description: '', palette: [] },
  { id: 8, slug: 'coastal', title: 'Coastal', description: '', palette: [] },
]
const available = Object.fromEntries(
  REDESIGN_MODES.map((mode) => [mode, { available: true }]),
) as Record<RedesignMode, { available: true }>
const reuse = { id: 7, url: '/api/redesign-images/file/room.jpg', width: 1600, height: 1200 }

let sent: FormData[] = []
// Many simulated clicks and keys a test: on a busy machine that takes seconds, not a failure.
jest.setTimeout(60_000)

beforeAll(() => {
  // jsdom lays nothing out, so it cannot scroll: the summary's scroll is a no-op here.
  Element.prototype.scrollIntoView = () => {}
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})
beforeEach(() => {
  sent = []
  encoded.length = 0
  pushed.length = 0
  globalThis.fetch = (async (_url: string, init: { body: FormData }) => {
    sent.push(init.body)
    return { ok: true, status: 201, json: async () => ({ id: 42 }) }
  }) as unknown as typeof fetch
})

function renderForm(mode: RedesignMode = 'restyle', balance = 10) {
  const user = userEvent.setup()
  const view = render(
    <RedesignForm
      {...{ styles, balance, reuse }}
      availability={available}
      initialMode={mode}
      offline
      owner={1}
    />,
  )
  return { user, ...view }
}

const submitButton = () => screen.getByRole('button', { name: /^Redesign my room/ })
const fields = (body: FormData) =>
  Object.fromEntries(
    [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
  )

describe('the studio form in each mode', () => {
  it('shows each mode’s own inputs', async () => {
    const { user } = renderForm()
    const has = (name: string) => screen.queryByRole('group', { name }) !== null
    expect([has('Style'), has('Surface to change')]).toEqual([true, false])
    await user.click(screen.getByRole('radio', { name: 'Declutter' }))
    expect([has('Style'), has('Surface to change')]).toEqual([false, false])
    await user.click(screen.getByRole('radio', { name: 'Change a surface' }))
    expect([has('Style'), has('Surface to change'), has('Paint colour')]).toEqual([
      false,
      true,
      false,
    ])
    await user.click(screen.getByRole('radio', { name: 'Walls' }))
    expect([has('Finish for the walls'), has('Paint colour')]).toEqual([true, true])
    await user.click(screen.getByRole('radio', { name: 'Edit a painted area' }))
    expect(has('Style')).toBe(true)
    expect(screen.getByRole('img', { name: 'Your photo with the painted area' })).toBeVisible()
    // Room type, notes and versions belong to every mode.
    for (const label of ['Room type', /Notes/, 'Versions'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
  })

  it('prices the chosen mode and number of versions before submit', async () => {
    const { user } = renderForm()
    expect(submitButton()).toHaveAccessibleName('Redesign my room (1 credit)')
    await user.click(screen.getByRole('radio', { name: 'Stage an empty room' }))
    await user.selectOptions(screen.getByLabelText('Versions'), '3')
    expect(screen.getByTestId('price')).toHaveTextContent(
      'Stage an empty room: 2 credits per version. Costs 6 credits. Your balance: 10.',
    )
    expect(submitButton()).toHaveAccessibleName('Redesign my room: Stage an empty room (6 credits)')
    await user.click(screen.getByRole('radio', { name: 'Declutter' }))
    expect(submitButton()).toHaveAccessibleName('Redesign my room: Declutter (3 credits)')
  })

  it('refuses a price the balance does not pay, before anything is sent', async () => {
    const { user } = renderForm('stage', 3)
    await user.selectOptions(screen.getByLabelText('Versions'), '2')
    await user.click(submitButton())
    expect(screen.getByTestId('error-summary')).toHaveTextContent(
      'This needs 4 credits and your balance is 3 credits.',
    )
    expect(sent).toEqual([])
  })

  it('says honestly what the offline preview does for the chosen mode', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('radio', { name: 'Declutter' }))
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      /not AI.*nothing is actually removed/,
    )
    await user.click(screen.getByRole('radio', { name: 'Stage an empty room' }))
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(/no furniture is added/)
    await user.click(screen.getByRole('radio', { name: 'Edit a painted area' }))
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(/only the part you paint/)
  })

  it('says at 0 credits how to buy them, and nothing when a redesign is paid for', () => {
    const { unmount } = renderForm('restyle', 0)
    expect(screen.getByTestId('no-credits')).toHaveTextContent(
      'You have no credits — buy credits to redesign a room.',
    )
    expect(screen.getByRole('link', { name: 'buy credits' })).toHaveAttribute(
      'href',
      buyCreditsFromFormPath,
    )
    unmount()
    renderForm('restyle', 1)
    expect(screen.queryByTestId('no-credits')).toBeNull()
  })
})

describe('the notes counter', () => {
  it('counts as the person types and keeps a paste over the limit whole', () => {
    renderForm()
    const notes = screen.getByLabelText(/Notes/)
    expect(notes).not.toHaveAttribute('maxLength')
    fireEvent.change(notes, { target: { value: 'x'.repeat(480) } })
    expect(screen.getByTestId('notes-count')).toHaveTextContent('480 / 500 characters')
    expect(notes).toHaveAccessibleDescription('480 / 500 characters')

    fireEvent.change(notes, { target: { value: 'y'.repeat(2000) } })
    expect(notes).toHaveValue('y'.repeat(2000))
    expect(screen.getByTestId('notes-count')).toHaveTextContent(
      '2,000 / 500 characters — 1,500 over the limit',
    )
  })

  it('shows the refusal beside the field and marks it invalid', async () => {
    const { user } = renderForm('declutter')
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'z'.repeat(501) } })
    await user.click(submitButton())
    const notes = screen.getByLabelText(/Notes/)
    expect(notes).toHaveAttribute('aria-invalid', 'true')
    expect(notes).toHaveAccessibleDescription(
      /^Your notes are 501 characters long and the limit is 500\..* 501 \/ 500 characters — 1 over the limit$/,
    )
    expect(sent).toEqual([])
  })
})

describe('sending a redesign', () => {
  it('sends a wall colour with its finish, and no style, after saying what is missing', async () => {
    const { user } = renderForm('surface')
    await user.click(submitButton())
    const summary = () => screen.getByTestId('error-summary')
    expect(
      within(summary()).getByRole('link', { name: /^Choose the surface to change/ }),
    ).toHaveAttribute('href', '#surfaceArea-walls')

    await user.click(screen.getByRole('radio', { name: 'Walls' }))
    await user.click(submitButton())
    expect(
      within(summary()).getByRole('link', { name: /^Choose a paint colour from the list/ }),
    ).toHaveAttribute('href', '#surfaceColour')
    await user.type(screen.getByLabelText('Colour code'), '#12')
    await user.click(submitButton())
    expect(summary()).toHaveTextContent('“#12” is not a colour code.')
    expect(sent).toEqual([])

    await user.click(screen.getByRole('radio', { name: 'Eggshell paint' }))
    await user.click(screen.getByRole('radio', { name: 'Sage Green' }))
    expect(screen.getByRole('radio', { name: /^Balanced/ })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: /^Strict/ }))
    await user.click(submitButton())
    await waitFor(() => expect(pushed).toEqual(['/redesigns/42']))
    expect(fields(sent[0]!)).toEqual({
      mode: 'surface',
      reuseInput: '7',
      roomType: 'living-room',
      surfaceArea: 'walls',
      surface: 'eggshell',
      surfaceColour: '#A3B18A',
      notes: '',
      variants: '1',
      keepStructure: 'strict',
    })
  })

  it('sends a counter material, which brings its own colour', async () => {
    const { user } = renderForm('surface')
    await user.click(screen.getByRole('radio', { name: 'Counters' }))
    await user.click(screen.getByRole('radio', { name: 'Butcher block' }))
    await user.click(submitButton())
    await waitFor(() => expect(pushed).toEqual(['/redesigns/42']))
    expect(fields(sent[0]!)).toMatchObject({ surfaceArea: 'counters', surface: 'butcher-block' })
  })

  it('refuses an area edit with nothing painted, with the server’s words, and focuses the painter', async () => {
    const { user } = renderForm('area')
    await user.click(screen.getByRole('radio', { name: 'Japandi' }))
    await user.click(submitButton())
    expect(screen.getByTestId('error-summary')).toHaveTextContent(
      'Paint over the part of the photo you want to change.',
    )
    const painter = screen.getByRole('img', { name: 'Your photo with the painted area' })
    expect(painter).toHaveFocus()
    expect(painter).toHaveAccessibleDescription(
      /^Paint over the part of the photo you want to change\./,
    )
    expect(sent).toEqual([])
  })

  it('sends the painted area as a mask for the stored photo’s size', async () => {
    const { user } = renderForm('area')
    await user.click(screen.getByRole('radio', { name: 'Japandi' }))
    await user.click(screen.getByRole('button', { name: 'Right half' }))
    await user.click(submitButton())
    await waitFor(() => expect(pushed).toEqual(['/redesigns/42']))
    expect(encoded).toEqual([
      { shapes: [{ kind: 'rect', x: 0.5, y: 0, w: 0.5, h: 1 }], width: 1600, height: 1200 },
    ])
    expect(fields(sent[0]!)).toMatchObject({
      mode: 'area',
      style: 'japandi',
      mask: 'file',
      reuseInput: '7',
    })
    expect((sent[0]!.get('mask') as File).type).toBe('image/png')
  })

  it('shows the server’s refusal of the mask beside the painter', async () => {
    globalThis.fetch = (async () => ({
      ok: false,
      status: 422,
      json: async () => ({
        error:
          'The painted area is 800 × 500 pixels, not the shape of the photo (1600 × 1200 pixels). Paint the area again on this photo.',
        field: 'mask',
      }),
    })) as unknown as typeof fetch
    const { user } = renderForm('area')
    await user.click(screen.getByRole('radio', { name: 'Japandi' }))
    await user.click(screen.getByRole('button', { name: 'Centre' }))
    await user.click(submitButton())
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Your photo with the painted area' }),
      ).toHaveAccessibleDescription(/^The painted area is 800 × 500 pixels/),
    )
    expect(screen.getByRole('link', { name: /^The painted area is 800 × 500/ })).toHaveAttribute(
      'href',
      '#mask',
    )
  })
})

describe('"Compare styles"', () => {
  const compareSwitch = () => screen.getByRole('checkbox', { name: /^Compare styles side by side/ })

  it('sends 2–4 ticked styles, one version each, priced per style, and opens the grid', async () => {
    globalThis.fetch = (async (_url: string, init: { body: FormData }) => {
      sent.push(init.body)
      const answer = {
        id: 42,
        comparison: '0b7e8f3c-5d1a-4c2b-9e6f-1a2b3c4d5e6f',
        ids: [42, 43, 44],
      }
      return { ok: true, status: 201, json: async () => answer }
    }) as unknown as typeof fetch
    const { user } = renderForm('stage')
    await user.selectOptions(screen.getByLabelText('Versions'), '3')
    await user.click(compareSwitch())
    expect(screen.getByRole('group', { name: 'Styles to compare' })).toBeInTheDocument()
    // One version of each style: no choice of versions while comparing.
    expect(screen.queryByLabelText('Versions')).toBeNull()

    await user.click(submitButton())
    expect(screen.getByTestId('error-summary')).toHaveTextContent(
      'Choose at least 2 styles to compare, or turn comparing off.',
    )
    expect(sent).toEqual([])

    for (const name of ['Japandi', 'Scandinavian', 'Bohemian'])
      await user.click(screen.getByRole('checkbox', { name }))
    expect(screen.getByTestId('price')).toHaveTextContent(
      'One version of each style. Stage an empty room: 2 credits per style; 3 chosen. Costs 6 credits.',
    )
    expect(submitButton()).toHaveAccessibleName(
      'Redesign my room: Stage an empty room in 3 styles (6 credits)',
    )
    await user.click(submitButton())
    await waitFor(() =>
      expect(pushed).toEqual(['/redesigns/compare/0b7e8f3c-5d1a-4c2b-9e6f-1a2b3c4d5e6f']),
    )
    expect(sent[0]!.getAll('compareStyles')).toEqual(['japandi', 'scandinavian', 'bohemian'])
    expect([sent[0]!.get('style'), sent[0]!.get('variants')]).toEqual([null, '1'])
  })

  it('takes at most four styles: the others wait until one is unticked', async () => {
    const { user } = renderForm()
    await user.click(compareSwitch())
    await user.click(screen.getByRole('checkbox', { name: 'Japandi' }))
    expect(submitButton()).toHaveAccessibleName('Redesign my room in 1 style (1 credit)')
    for (const name of ['Scandinavian', 'Bohemian', 'Industrial'])
      await user.click(screen.getByRole('checkbox', { name }))
    expect(screen.getByRole('checkbox', { name: 'Coastal' })).toBeDisabled()
    expect(screen.getByRole('group', { name: 'Styles to compare' })).toHaveAccessibleDescription(
      '4 chosen, the most: untick one to choose another.',
    )
    await user.click(screen.getByRole('checkbox', { name: 'Bohemian' }))
    await user.click(screen.getByRole('checkbox', { name: 'Coastal' }))
    expect(screen.getByRole('checkbox', { name: 'Coastal' })).toBeChecked()
    expect(submitButton()).toHaveAccessibleName('Redesign my room in 4 styles (4 credits)')
  })

  it('keeps the style already chosen when comparing is switched on, and one when it is off', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('radio', { name: 'Japandi' }))
    await user.click(compareSwitch())
    expect(screen.getByRole('checkbox', { name: 'Japandi' })).toBeChecked()
    expect(submitButton()).toHaveAccessibleName('Redesign my room in 1 style (1 credit)')
    await user.click(screen.getByRole('checkbox', { name: 'Japandi' }))
    await user.click(screen.getByRole('checkbox', { name: 'Bohemian' }))
    await user.click(compareSwitch())
    expect(screen.getByRole('radio', { name: 'Japandi' })).toBeChecked()
  })

  it('is offered only by modes that take one style for the whole photo', async () => {
    const { user } = renderForm()
    expect(compareSwitch()).toBeInTheDocument()
    for (const mode of ['Declutter', 'Change a surface', 'Edit a painted area']) {
      await user.click(screen.getByRole('radio', { name: mode }))
      expect(screen.queryByRole('checkbox', { name: /^Compare styles/ })).toBeNull()
    }
  })

  it('shows the server’s refusal of the styles beside the style cards', async () => {
    globalThis.fetch = (async () => ({
      ok: false,
      status: 400,
      json: async () => ({
        error: 'One of the styles to compare is not available any more.',
        field: 'compareStyles',
      }),
    })) as unknown as typeof fetch
    const { user, container } = renderForm()
    await user.click(compareSwitch())
    await user.click(screen.getByRole('checkbox', { name: 'Japandi' }))
    await user.click(screen.getByRole('checkbox', { name: 'Bohemian' }))
    await user.click(submitButton())
    const group = await screen.findByRole('group', { name: 'Styles to compare' })
    expect(group).toHaveAccessibleDescription(/One of the styles to compare is not available/)
    expect(
      within(screen.getByTestId('error-summary')).getByRole('link', { name: /^One of the styles/ }),
    ).toHaveAttribute('href', '#compareStyles-japandi')
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})

describe('a request that never arrives', () => {
  it('says so for the whole form and keeps every choice', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    const { user } = renderForm('declutter')
    await user.type(screen.getByLabelText(/Notes/), 'keep the plant')
    await user.click(submitButton())
    await waitFor(() =>
      expect(screen.getByTestId('error-summary')).toHaveTextContent(
        'We could not reach Roomwise. Check your connection and try again.',
      ),
    )
    expect(screen.getByRole('radio', { name: 'Declutter' })).toBeChecked()
    expect(screen.getByLabelText(/Notes/)).toHaveValue('keep the plant')
    expect(submitButton()).toBeEnabled()
  })
})

describe('accessibility of the form in each mode', () => {
  // jsdom lays nothing out, so contrast is left to the browser tests.
  const options = { rules: { 'color-contrast': { enabled: false } } }

  it.each(REDESIGN_MODES)('axe finds nothing in %s mode, with its refusals shown', async (mode) => {
    const { user, container } = renderForm(mode)
    await user.click(submitButton())
    const results = await axe.run(container, options)
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
})
