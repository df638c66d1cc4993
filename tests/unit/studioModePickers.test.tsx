import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import {
  firstAvailableMode,
  ModePicker,
  type ModeAvailability,
} from '@/components/redesign/ModePicker'
import { SurfacePicker } from '@/components/redesign/SurfacePicker'
import { REDESIGN_MODES, type RedesignMode } from '@/lib/redesign/modes'

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

type SurfaceErrors = { surfaceArea?: string; surface?: string; surfaceColour?: string }

function Surfaces({ errors = {}, start = '' }: { errors?: SurfaceErrors; start?: string }) {
  const [area, setArea] = useState(start)
  const [surface, setSurface] = useState(start ? 'matte' : '')
  const [colour, setColour] = useState('')
  return (
    <SurfacePicker
      {...{ area, surface, colour, errors }}
      onArea={setArea}
      onSurface={setSurface}
      onColour={setColour}
    />
  )
}

describe('the surface picker', () => {
  it('offers walls, floor, cabinets and counters, each with finishes that fit it', async () => {
    const user = userEvent.setup()
    render(<Surfaces />)
    const group = screen.getByRole('group', { name: 'Surface to change' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['walls', 'floor', 'cabinets', 'counters'])
    expect(screen.queryByRole('group', { name: /^Finish for/ })).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Floor' }))
    const floor = screen.getByRole('group', { name: 'Finish for the floor' })
    // The first finish is chosen with the surface; a material has its own colour, so no paints.
    expect(within(floor).getByRole('radio', { name: 'Light oak boards' })).toBeChecked()
    expect(within(floor).getByRole('radio', { name: 'Herringbone oak' })).toHaveAttribute(
      'id',
      'surface-herringbone-oak',
    )
    expect(screen.queryByRole('group', { name: 'Paint colour' })).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Counters' }))
    expect(
      within(screen.getByRole('group', { name: 'Finish for the counters' })).getByRole('radio', {
        name: 'White marble',
      }),
    ).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Walls' }))
    const walls = screen.getByRole('group', { name: 'Finish for the walls' })
    expect(within(walls).queryByRole('radio', { name: /velvet|leather/i })).toBeNull()
    expect(within(walls).getByRole('radio', { name: 'Matte paint' })).toBeChecked()
    expect(screen.getByRole('group', { name: 'Paint colour' })).toBeInTheDocument()
  })

  it('chooses a listed paint colour by keyboard, and says which one it is', async () => {
    const user = userEvent.setup()
    render(<Surfaces start="walls" />)
    const colours = screen.getByRole('group', { name: 'Paint colour' })
    const first = within(colours).getAllByRole('radio')[0]!
    first.focus()
    await user.keyboard('[Space]')
    expect(first).toBeChecked()
    expect(first).toHaveAccessibleName('Warm White')
    await user.keyboard('[ArrowDown]')
    const second = within(colours).getByRole('radio', { name: 'Pure White' })
    expect(second).toBeChecked()
    expect(second).toHaveFocus()
    expect(screen.getByLabelText('Colour code')).toHaveValue('#F7F7F4')
    expect(screen.getByText('Chosen: Pure White (#F7F7F4)')).toBeInTheDocument()
  })

  it('takes any colour from the picker or typed as a code, and names a listed one', async () => {
    const user = userEvent.setup()
    render(<Surfaces start="walls" />)
    const picker = screen.getByLabelText('Any colour')
    expect(picker).toHaveAttribute('type', 'color')
    fireEvent.change(picker, { target: { value: '#123456' } })
    expect(screen.getByLabelText('Colour code')).toHaveValue('#123456')
    expect(screen.getByText('Chosen: your own colour (#123456)')).toBeInTheDocument()
    const code = screen.getByLabelText('Colour code')
    await user.clear(code)
    await user.type(code, '#a3b18a')
    expect(screen.getByRole('radio', { name: 'Sage Green' })).toBeChecked()
    expect(picker).toHaveValue('#a3b18a')
    expect(code).toHaveAccessibleDescription('Chosen: Sage Green (#A3B18A)')
  })

  it('ties each refusal to its group', () => {
    render(
      <Surfaces
        start="walls"
        errors={{
          surfaceArea: 'Choose the surface.',
          surface: 'Choose a finish.',
          surfaceColour: 'Choose a colour.',
        }}
      />,
    )
    expect(screen.getByRole('group', { name: 'Surface to change' })).toHaveAccessibleDescription(
      'Choose the surface.',
    )
    expect(screen.getByRole('group', { name: 'Finish for the walls' })).toHaveAccessibleDescription(
      'Choose a finish.',
    )
    expect(screen.getByRole('group', { name: 'Paint colour' })).toHaveAccessibleDescription(
      'Choose a colour.',
    )
    expect(screen.getByLabelText('Colour code')).toBeInvalid()
  })
})
