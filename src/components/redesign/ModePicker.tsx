import { FieldError } from '@/components/forms/FieldError'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { MODES, REDESIGN_MODES, type RedesignMode } from '@/lib/redesign/modes'
import type { ModeSupport } from '@/lib/redesign/types'

export type ModeAvailability = Record<RedesignMode, ModeSupport>

type Props = {
  value: RedesignMode
  onChange: (mode: RedesignMode) => void
  availability: ModeAvailability
  error?: string
}

export const modeFieldId = (mode: RedesignMode) => `mode-${mode}`

/** The first mode the engine can run, for a preselection it cannot honour. */
export const firstAvailableMode = (availability: ModeAvailability): RedesignMode =>
  REDESIGN_MODES.find((mode) => availability[mode].available) ?? 'restyle'

/** Modes as a radio group with price; a mode the engine cannot run stays listed, disabled, with why. */
export function ModePicker({ value, onChange, availability, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'mode-error' : undefined}>
      <legend className="text-lg font-semibold">What would you like to do?</legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {REDESIGN_MODES.map((mode) => {
          const { label, summary, creditsPerVersion } = MODES[mode]
          const support = availability[mode]
          const id = modeFieldId(mode)
          return (
            <li key={mode} data-testid="mode-option">
              <label
                className={`flex h-full gap-3 rounded-xl border-2 p-3 focus-within:outline focus-within:outline-3 focus-within:-outline-offset-2 focus-within:outline-clay ${support.available ? 'cursor-pointer bg-white' : 'cursor-not-allowed bg-sand'} ${value === mode ? 'border-clay' : 'border-ink/15'}`}
              >
                <input
                  type="radio"
                  id={id}
                  name="mode"
                  value={mode}
                  checked={value === mode}
                  disabled={!support.available}
                  onChange={() => onChange(mode)}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={`${id}-about`}
                  className="mt-1.5 shrink-0 accent-clay"
                />
                <span className="flex flex-col gap-1">
                  <span id={`${id}-name`} className="font-medium">
                    {label}
                  </span>
                  <span id={`${id}-about`} className="text-sm text-muted">
                    {summary} {creditsLabel(creditsPerVersion)} per version.
                    {support.available ? null : (
                      <strong className="mt-1 block font-medium text-ink">
                        Not available here: {support.why}
                      </strong>
                    )}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <FieldError id="mode-error" message={error} />
    </fieldset>
  )
}
