import { creditsLabel, pluralize } from '@/lib/credits/creditsLabel'
import { MODES, type RedesignMode } from '@/lib/redesign/modes'

/** Every mode's button starts "Redesign my room"; a comparison says how many styles. */
const submitLabel = (mode: RedesignMode, cost: number, compared?: number) =>
  `Redesign my room${mode === 'restyle' ? '' : `: ${MODES[mode].label}`}${compared === undefined ? '' : ` in ${pluralize(compared, 'style')}`} (${creditsLabel(cost)})`

type Props = {
  mode: RedesignMode
  cost: number
  balance: number
  /** How many styles a comparison compares; undefined when not comparing. */
  compared?: number
  submitting: boolean
}

export function SubmitRedesignButton({ mode, cost, balance, compared, submitting }: Props) {
  const unpaid = cost > balance
  return (
    <button
      type="submit"
      // Not offered as ready while the balance does not pay: a press explains why.
      className={unpaid ? 'btn-secondary' : 'btn-primary'}
      aria-disabled={unpaid ? true : undefined}
      aria-describedby={unpaid ? 'cost' : undefined}
      disabled={submitting}
    >
      {submitting ? 'Uploading…' : submitLabel(mode, cost, compared)}
    </button>
  )
}
