import { render, screen, within } from '@testing-library/react'
import axe from 'axe-core'

import { BeforeAfter } from '@/components/redesign/BeforeAfter'
import { failureMessages } from '@/lib/redesign/failureMessages'
import { StyleComparisonGrid } from '@/components/redesign/StyleComparisonGrid'
import type { ImageView, RedesignView } from '@/lib/redesign/redesignView'

/**
 * Issue 35, items 5 and 7: compared styles are a grid of finished rooms, each named and opening its
 * before/after; every result says when it is not AI and shows its structure score or refund.
 */
const image = (id: number, extra: Partial<ImageView> = {}): ImageView => ({
  id,
  url: `/api/redesign-images/file/${id}.jpg`,
  thumbnail: `/api/redesign-images/file/${id}-thumb.jpg`,
  width: 800,
  height: 600,
  favourite: false,
  ...extra,
})

const styleView = (id: number, styleTitle: string, extra: Partial<RedesignView> = {}) =>
  ({
    id,
    status: 'succeeded',
    mode: 'restyle',
    title: `Living room in ${styleTitle} style`,
    detail: styleTitle,
    styleTitle,
    input: image(1),
    outputs: [image(id * 10, { structureScore: 90 + id })],
    engine: 'replicate',
    creditsCharged: 1,
    creditsRefunded: 0,
    triedAgainAs: null,
    ...extra,
  }) as RedesignView

describe('the style comparison grid', () => {
  const views = [
    styleView(1, 'Japandi'),
    styleView(2, 'Scandinavian', {
      outputs: [image(20, { structureScore: 41, structureRefunded: true })],
    }),
    styleView(3, 'Bohemian', { engine: 'offline' }),
    styleView(4, 'Coastal', { status: 'failed', outputs: [], error: 'The model failed.' }),
  ]

  it('shows each finished room two across, named, opening its before/after page', async () => {
    const { container } = render(<StyleComparisonGrid comparisonKey="k" initial={views} />)
    const grid = screen.getByRole('list', { name: 'Styles compared' })
    // Two columns at every width (a phone too), not one slider under another.
    expect(grid).toHaveClass('grid-cols-2')
    expect(screen.queryAllByRole('slider')).toHaveLength(0)
    const tiles = within(grid).getAllByRole('listitem')
    expect(tiles).toHaveLength(4)
    for (const [index, view] of views.entries()) {
      const tile = within(tiles[index]!)
      tile.getByRole('heading', { name: view.styleTitle })
      expect(tile.getByRole('link', { name: `Open ${view.styleTitle}` })).toHaveAttribute(
        'href',
        `/redesigns/${view.id}`,
      )
    }
    // The finished room itself, not the photo it started from; a failed style shows the photo.
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', views[0]!.outputs[0]!.thumbnail)
    expect(tiles[3]!.querySelector('img')).toHaveAttribute('src', views[3]!.input.thumbnail)
    // One favourite button per finished tile, sized alike, never wrapped.
    const favourites = screen.getAllByRole('button', { name: /^Favourite/ })
    expect(favourites).toHaveLength(3)
    for (const button of favourites) expect(button).toHaveClass('w-full', 'whitespace-nowrap')
    expect((await axe.run(container)).violations).toEqual([])
  })

  it('says the score, the refund and "not AI" on the tiles they belong to', () => {
    render(<StyleComparisonGrid comparisonKey="k" initial={views} />)
    const tiles = screen.getAllByTestId('comparison-tile')
    expect(tiles[0]).toHaveTextContent('Structure kept: 91')
    expect(tiles[0]).not.toHaveTextContent('Offline preview')
    expect(tiles[1]).toHaveTextContent('Structure kept: 41')
    expect(tiles[1]).toHaveTextContent(failureMessages.structureChanged)
    expect(tiles[0]).not.toHaveTextContent(failureMessages.structureChanged)
    expect(tiles[2]).toHaveTextContent('Offline preview — not AI')
    expect(tiles[3]).not.toHaveTextContent('Structure kept')
  })
})

describe('a before/after', () => {
  const show = (props: Partial<Parameters<typeof BeforeAfter>[0]> = {}) =>
    render(
      <BeforeAfter
        before={image(1)}
        after={image(2, { structureScore: 94 })}
        label="Living room"
        offline={false}
        {...props}
      />,
    )

  it('opens halfway, with the score under the picture', () => {
    show()
    expect(screen.getByRole('slider')).toHaveValue('50')
    expect(screen.getByRole('figure')).toHaveTextContent('Structure kept: 94')
    expect(screen.queryByText('Offline preview — not AI')).toBeNull()
  })

  it('an area edit opens on the redesign, so the painted change is in view', () => {
    show({ afterFirst: true })
    expect(screen.getByRole('slider')).toHaveValue('0')
    const original = screen.getByRole('img', { name: 'Original: Living room' })
    expect(original.parentElement).toHaveStyle({ clipPath: 'inset(0 100% 0 0)' })
  })

  it('an offline result says so outside the image, where no "Before" half covers it', () => {
    show({ offline: true, after: image(2, { structureScore: 30, structureRefunded: true }) })
    const caption = screen.getByText('Offline preview — not AI').closest('figcaption')
    expect(caption).not.toBeNull()
    expect(caption).toHaveTextContent(failureMessages.structureChanged)
    // Not inside the clipped layers of the slider.
    expect(caption!.querySelector('img')).toBeNull()
  })
})
