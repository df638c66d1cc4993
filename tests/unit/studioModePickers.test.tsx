import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import {
  firstAvailableMode,
  ModePicker,
  type ModeAvailability,
} from '@/components/redesign/ModePicker'
import { OfflineNotice } from '@/components/redesign/OfflineNotice'
import { SurfacePicker } from '@/components/redesign/SurfacePicker'
import { REDESIGN_MODES, type RedesignMode } from '@/lib/redesign/modes'
import type { StyleOption } from '@/lib/redesign/styles'

const allAvailable = Object.fromEntries(
  REDESIGN_MODES.map((mode) => [mode, { available: true }]),
) as ModeAvailability

const noMasks: ModeAvailability = {
  ...allAvailable,
  area: { available: false, why: 'The configured AI model cannot edit a painted area.' },
}

function Modes({ availability }: { availability: ModeAvailability }) {
  const [mode, setMode] = useState<RedesignMode>('restyle')
  return <ModePicker value={mode} onChange={setMode} availability={availability} />
}

describe('the mode picker', () => {
  it('lists the five modes with their summary and price per version', () => {
    render(<Modes availability={allAvailable} />)
    const group = screen.getByRole('group', { name: 'What would you like to do?' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...REDESIGN_MODES])
    expect(screen.getByRole('radio', { name: 'Stage an empty room' })).toHaveAccessibleDescription(
      'Furnish an empty room in a style, keeping its walls, windows and floor. 2 credits per version.',
    )
    expect(screen.getByRole('radio', { name: 'Declutter' })).toHaveAccessibleDescription(
      /1 credit per version\.$/,
    )
    expect(screen.getByRole('radio', { name: 'Restyle' })).toBeChecked()
    fireEvent.click(screen.getByRole('radio', { name: 'Change a surface' }))
    expect(screen.getByRole('radio', { name: 'Change a surface' })).toBeChecked()
  })

  it('shows a mode the engine cannot run as unavailable, with why, and it cannot be chosen', async () => {
    render(<Modes availability={noMasks} />)
    const area = screen.getByRole('radio', { name: 'Edit a painted area' })
    expect(area).toBeDisabled()
    expect(area).toHaveAccessibleDescription(
      /Not available here: The configured AI model cannot edit a painted area\.$/,
    )
    await userEvent.click(area)
    expect(area).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Restyle' })).toBeChecked()
  })

  it('starts in the first mode the engine can run', () => {
    expect(firstAvailableMode(allAvailable)).toBe('restyle')
    expect(firstAvailableMode({ ...noMasks, restyle: { available: false, why: 'No.' } })).toBe(
      'stage',
    )
  })
})

const finishes: StyleOption[] = [
  {
    id: 1,
    slug: 'sage-green',
    title: 'Sage green',
    description: 'A soft grey-green.',
    palette: ['#9caf88', '#b5c4a5'],
    picture: { url: '/media/sage.webp', alt: 'A sage green wall' },
    category: 'colors',
  },
  {
    id: 2,
    slug: 'terrazzo',
    title: 'Terrazzo',
    description: 'Chips of marble in cement.',
    palette: ['#e8e2d9'],
    category: 'materials-and-finishes',
  },
  {
    id: 3,
    slug: 'oak',
    title: 'Oak',
    description: '',
    palette: [],
    category: 'materials-and-finishes',
  },
]

function Surfaces({ errors = {} }: { errors?: { surfaceArea?: string; surface?: string } }) {
  const [area, setArea] = useState('')
  const [surface, setSurface] = useState('')
  return (
    <SurfacePicker
      {...{ finishes, area, surface, errors }}
      onArea={setArea}
      onSurface={setSurface}
    />
  )
}

describe('the surface picker', () => {
  it('offers walls, floor and cabinets as a radio group', () => {
    render(<Surfaces />)
    const group = screen.getByRole('group', { name: 'Surface to change' })
    const areas = within(group).getAllByRole('radio')
    expect(areas.map((radio) => radio.getAttribute('value'))).toEqual([
      'walls',
      'floor',
      'cabinets',
    ])
    fireEvent.click(screen.getByRole('radio', { name: 'Floor' }))
    expect(screen.getByRole('radio', { name: 'Floor' })).toBeChecked()
  })

  it('groups the glossary’s finishes into colours and materials, each with picture, palette and link', () => {
    render(<Surfaces />)
    const colours = screen.getByRole('region', { name: 'Colours' })
    const materials = screen.getByRole('region', { name: 'Materials' })
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['sage-green'])
    expect(
      within(materials)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['terrazzo', 'oak'])
    // Decorative: the finish's name is beside its picture.
    expect(within(colours).getByRole('presentation')).toHaveAttribute('src', '/media/sage.webp')
    const [sage] = screen.getAllByTestId('surface-card')
    expect(
      within(sage!)
        .getAllByTestId('swatch')
        .map((swatch) => swatch.style.backgroundColor),
    ).toEqual(['rgb(156, 175, 136)', 'rgb(181, 196, 165)'])
    expect(
      screen.getByRole('link', { name: 'About Terrazzo (opens in a new tab)' }),
    ).toHaveAttribute('href', '/glossary/terrazzo')
    fireEvent.click(screen.getByRole('radio', { name: 'Terrazzo' }))
    expect(screen.getByRole('radio', { name: 'Terrazzo' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Terrazzo' })).toHaveAttribute(
      'id',
      'surface-terrazzo',
    )
  })

  it('ties each refusal to its group', () => {
    render(
      <Surfaces errors={{ surfaceArea: 'Choose the surface.', surface: 'Choose a finish.' }} />,
    )
    expect(screen.getByRole('group', { name: 'Surface to change' })).toHaveAccessibleDescription(
      'Choose the surface.',
    )
    expect(
      screen.getByRole('group', { name: 'New colour or material' }),
    ).toHaveAccessibleDescription('Choose a finish.')
  })
})

describe('the offline notice', () => {
  it('says honestly what the offline preview does in each mode', () => {
    const { rerender } = render(<OfflineNotice mode="declutter" />)
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      /not AI.*nothing is actually removed/,
    )
    rerender(<OfflineNotice mode="stage" />)
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(/no furniture is added/)
    rerender(<OfflineNotice mode="area" />)
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(/only the part you paint/)
  })
})
