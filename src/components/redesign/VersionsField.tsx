import type { ReactNode } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { creditsLabel, versionsLabel } from '@/lib/credits/creditsLabel'
import { MODES, type RedesignMode, MAX_VARIANTS } from '@/lib/redesign/modes'

type Props = {
  mode: RedesignMode
  value: number
  onChange: (variants: number) => void
  cost: number
  balance: number
  error?: string
  className: string
  /** Shown after the balance when it does not pay for the redesign. */
  buyLink: ReactNode
  /** "Compare styles" is on: how many styles are chosen (one version of each, no choice). */
  comparing?: number
}

/** How many versions, and the price of the chosen mode before submit. */
export function VersionsField({ mode, value, onChange, cost, balance, error, ...rest }: Props) {
  const balanceLine = (
    <>
      Costs <strong>{creditsLabel(cost)}</strong>. Your balance:{' '}
      <strong data-testid="balance">{balance}</strong>.
      {balance < cost ? <> {rest.buyLink}</> : null}
    </>
  )
  if (rest.comparing !== undefined)
    return (
      <div>
        <h2 className="text-lg font-semibold">Versions</h2>
        <p id="cost" className="mt-2" data-testid="price">
          One version of each style. {MODES[mode].label}:{' '}
          {creditsLabel(MODES[mode].creditsPerVersion)} per style; {rest.comparing} chosen.{' '}
          {balanceLine}
        </p>
        <FieldError id="variants-error" message={error} />
      </div>
    )
  return (
    <div>
      <label htmlFor="variants" className="text-lg font-semibold">
        Versions
      </label>
      <select
        id="variants"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={rest.className}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'variants-error cost' : 'cost'}
      >
        {Array.from({ length: MAX_VARIANTS }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {versionsLabel(count)}
          </option>
        ))}
      </select>
      <p id="cost" className="mt-2" data-testid="price">
        {MODES[mode].label}: {creditsLabel(MODES[mode].creditsPerVersion)} per version.{' '}
        {balanceLine}
      </p>
      <FieldError id="variants-error" message={error} />
    </div>
  )
}
