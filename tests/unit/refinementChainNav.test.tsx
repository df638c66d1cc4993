import { render, screen } from '@testing-library/react'

import { RefinementChainNav } from '@/components/redesign/RefinementChainNav'
import type { ChainLink } from '@/lib/redesign/refinementChain'

const link = (step: number): ChainLink => ({ id: 100 + step, title: `Room ${step}`, step })

describe('RefinementChainNav', () => {
  it('shows nothing for a redesign outside any chain', () => {
    const { container } = render(
      <RefinementChainNav chain={{ earlier: [], refinements: [] }} current={link(0)} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('lists the steps oldest first, marks this one, and links the refinements made from it', () => {
    render(
      <RefinementChainNav
        chain={{ earlier: [link(0), link(1)], refinements: [link(3)] }}
        current={link(2)}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Refinement chain' })
    expect(nav).toHaveTextContent('Original: Room 0')
    expect(screen.getByRole('link', { name: 'Refinement 1: Room 1' })).toHaveAttribute(
      'href',
      '/redesigns/101',
    )
    expect(screen.getByText('Refinement 2: Room 2 (this one)')).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'Refinement 3: Room 3' })).toBeInTheDocument()
  })

  it('says when earlier steps were deleted, and when a long chain is not shown whole', () => {
    const { rerender } = render(
      <RefinementChainNav chain={{ earlier: [link(2)], refinements: [] }} current={link(3)} />,
    )
    expect(screen.getByText('Earlier steps were deleted')).toBeInTheDocument()
    rerender(
      <RefinementChainNav
        chain={{ earlier: [link(5)], refinements: [], longer: true }}
        current={link(6)}
      />,
    )
    expect(screen.getByText('Earlier steps are not shown here')).toBeInTheDocument()
    expect(screen.queryByText('Earlier steps were deleted')).toBeNull()
  })
})
