import { jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'

import { MaskPainter } from '@/components/redesign/MaskPainter'
import { emptyMask, type MaskHistory } from '@/lib/redesign/maskShapes'

// jsdom has no 2D canvas: the overlay's drawing is skipped; the painting itself is state.
// jsdom has no PointerEvent either: a MouseEvent with a pointer id stands in for mouse, pen and
// touch alike (the painter reads only the position, the button and the id).
class TestPointerEvent extends MouseEvent {
  pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
  }
}
// Many simulated clicks and keys a test: on a busy machine that takes seconds, not a failure.
jest.setTimeout(60_000)

beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

let latest: MaskHistory = emptyMask

function Painter({ error }: { error?: string }) {
  const [mask, setMask] = useState<MaskHistory>(emptyMask)
  useEffect(() => {
    latest = mask
  }, [mask])
  return (
    <MaskPainter
      photoUrl="/api/redesign-images/file/room.jpg"
      photoSize={{ width: 1600, height: 1200 }}
      onPhotoSize={() => {}}
      mask={mask}
      onMask={setMask}
      error={error}
    />
  )
}

const status = () => screen.getByRole('status')
const press = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }))

beforeEach(() => {
  latest = emptyMask
})

describe('the mask painter’s controls', () => {
  it('paints preset regions, says how much is painted, undoes and clears', async () => {
    render(<Painter />)
    expect(status()).toHaveTextContent('Nothing is painted yet.')
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled()

    await press('Left half')
    expect(status()).toHaveTextContent('About 50% of the photo is painted.')
    await press('Top half')
    expect(status()).toHaveTextContent('About 75% of the photo is painted.')
    await press('Undo')
    expect(status()).toHaveTextContent('About 50% of the photo is painted.')
    await press('Clear')
    expect(status()).toHaveTextContent('Nothing is painted yet.')
    // A mistaken clear loses nothing.
    await press('Undo')
    expect(status()).toHaveTextContent('About 50% of the photo is painted.')
  })

  it('has a labelled brush size that the next stroke uses', async () => {
    render(<Painter />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brush size' }), 'Large')
    const canvas = screen.getByRole('img', { name: 'Your photo with the painted area' })
    jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 300))
    fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: 100, clientY: 150 })
    // A second finger landing mid-stroke neither starts a stroke nor bends this one.
    fireEvent.pointerDown(canvas, { button: 0, pointerId: 2, clientX: 10, clientY: 10 })
    fireEvent.pointerMove(canvas, { pointerId: 2, clientX: 20, clientY: 20 })
    fireEvent.pointerUp(canvas, { pointerId: 2 })
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 300, clientY: 150 })
    fireEvent.pointerUp(canvas, { pointerId: 1 })
    // A move after the pointer is lifted paints nothing more.
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 390, clientY: 10 })
    expect(latest.shapes).toEqual([
      {
        kind: 'stroke',
        radius: 0.07,
        points: [
          { x: 0.25, y: 0.5 },
          { x: 0.75, y: 0.5 },
        ],
      },
    ])
    expect(status()).not.toHaveTextContent('Nothing is painted yet.')
  })

  it('zooms in and out, and offers moving the photo only when zoomed', async () => {
    render(<Painter />)
    expect(screen.queryByRole('button', { name: 'Move the photo' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
    await press('Zoom in')
    await press('Zoom in')
    expect(status()).toHaveTextContent('Zoom 200%.')
    const move = screen.getByRole('button', { name: 'Move the photo' })
    expect(move).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(move)
    expect(move).toHaveAttribute('aria-pressed', 'true')
    // The zoomed photo scrolls inside its own box, which the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Photo zoomed to 200%' })).toHaveAttribute(
      'tabindex',
      '0',
    )
    await press('Zoom out')
    await press('Zoom out')
    expect(status()).toHaveTextContent('Zoom 100%.')
    expect(screen.queryByRole('button', { name: 'Move the photo' })).toBeNull()
  })

  it('refuses touch gestures on the canvas only, so the page still scrolls around it', () => {
    const { container } = render(<Painter />)
    const canvas = screen.getByRole('img', { name: 'Your photo with the painted area' })
    expect(canvas.style.touchAction).toBe('none')
    const others = [...container.querySelectorAll<HTMLElement>('*')].filter((e) => e !== canvas)
    expect(others.filter((element) => element.style.touchAction)).toEqual([])
  })

  it('ties a refusal and the painted share to the canvas', () => {
    render(<Painter error="Paint over the part of the photo you want to change." />)
    expect(
      screen.getByRole('img', { name: 'Your photo with the painted area' }),
    ).toHaveAccessibleDescription(
      /^Paint over the part of the photo you want to change\. Nothing is painted yet\./,
    )
  })
})

describe('the keyboard path', () => {
  it('moves and resizes a rectangle with the arrow keys and paints it with Enter', async () => {
    const user = userEvent.setup()
    render(<Painter />)
    await user.click(screen.getByRole('button', { name: 'Rectangle tool' }))
    const rectangle = screen.getByRole('application', { name: 'Rectangle to paint' })
    expect(rectangle).toHaveFocus()
    expect(rectangle).toHaveAccessibleDescription(
      /Arrow keys move the rectangle.*Rectangle 35% from the left and 35% from the top, 30% wide and 30% high\./,
    )
    await user.keyboard('{ArrowRight>5/}{ArrowUp}{Shift>}{ArrowDown}{/Shift}')
    expect(screen.getByText(/^Rectangle 45% from the left/)).toHaveTextContent(
      'Rectangle 45% from the left and 33% from the top, 30% wide and 32% high.',
    )
    expect(status()).toHaveTextContent('Nothing is painted yet.')
    await user.keyboard('{Enter}')
    expect(latest.shapes).toEqual([{ kind: 'rect', x: 0.45, y: 0.33, w: 0.3, h: 0.32 }])
    expect(status()).toHaveTextContent('About 10% of the photo is painted.')
    expect(screen.queryByRole('application')).toBeNull()
    expect(screen.getByRole('button', { name: 'Rectangle tool' })).toHaveFocus()
  })

  it('drops the rectangle with Escape, painting nothing', async () => {
    const user = userEvent.setup()
    render(<Painter />)
    await user.click(screen.getByRole('button', { name: 'Rectangle tool' }))
    await user.keyboard('{ArrowLeft}{Escape}')
    expect(screen.queryByRole('application')).toBeNull()
    expect(latest.shapes).toEqual([])
    expect(screen.getByRole('button', { name: 'Rectangle tool' })).toHaveFocus()
  })

  it('reaches every control with Tab', async () => {
    const user = userEvent.setup()
    render(<Painter />)
    const reached: string[] = []
    for (let step = 0; step < 12; step++) {
      await user.tab()
      reached.push(document.activeElement?.textContent || document.activeElement!.tagName)
    }
    // Undo, Clear and Zoom out start disabled and are skipped, as they should be.
    expect(reached).toEqual(
      expect.arrayContaining(['Zoom in', 'Left half', 'Centre', 'Rectangle tool']),
    )
  })
})
