import type { StyleOption } from '@/lib/redesign/styles'
import { FieldError } from '@/components/forms/FieldError'
import { COMPARE_STYLES } from '@/lib/redesign/compareStyles'

import { OptionCards } from './OptionCards'
import type { StyleComparison } from './useStyleComparison'

type Props = {
  styles: StyleOption[]
  value: string
  onChange: (slug: string) => void
  error?: string
  /** "Compare styles" (absent: the picker offers one style only). */
  comparison?: StyleComparison
  /** Any change of choice: the form clears the style's message, as a new photo clears the photo's. */
  onEdited?: () => void
}

/** The id an error summary links to: the chosen option's radio, or the first one. */
export const optionFieldId = (name: string, ids: readonly string[], value: string) =>
  `${name}-${ids.includes(value) ? value : (ids[0] ?? 'none')}`

/** Interior-design styles as radio cards; with "Compare styles", checkboxes for 2–4. */
export function StylePicker({ styles, value, onChange, error, comparison, onEdited }: Props) {
  const comparing = Boolean(comparison?.on)
  const choose = (slug: string) => {
    if (comparing) comparison!.toggle(slug)
    else onChange(slug)
    onEdited?.()
  }
  const described = [error ? 'style-error' : '', comparing ? 'compare-count' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="text-lg font-semibold">{comparing ? 'Styles to compare' : 'Style'}</legend>
      {comparison?.available ? (
        <label className="mt-2 flex items-start gap-2">
          <input
            type="checkbox"
            id="compare-styles"
            checked={comparing}
            onChange={(event) => {
              const on = event.target.checked
              comparison.setOn(on)
              // The style already chosen is kept: the first to compare, or the one left after.
              if (on && value && comparison.chosen.length === 0) comparison.setChosen([value])
              if (!on && !value && comparison.chosen[0]) onChange(comparison.chosen[0])
              onEdited?.()
            }}
            className="mt-1 h-5 w-5 shrink-0 accent-clay"
          />
          <span>
            Compare styles side by side: choose {COMPARE_STYLES.min} to {COMPARE_STYLES.max}, and
            get one version of each.
          </span>
        </label>
      ) : null}
      {comparing ? (
        <p id="compare-count" className="mt-2 text-sm text-muted">
          {comparison!.chosen.length >= COMPARE_STYLES.max
            ? `${COMPARE_STYLES.max} chosen, the most: untick one to choose another.`
            : `${comparison!.chosen.length} chosen (at most ${COMPARE_STYLES.max}).`}
        </p>
      ) : null}
      {/* Above the cards: below two dozen of them it was screens away from the legend. */}
      <FieldError id="style-error" message={error} />
      <OptionCards
        options={styles}
        name={comparing ? 'compareStyles' : 'style'}
        value={value}
        onChange={choose}
        ticked={comparing ? comparison!.chosen : undefined}
        full={comparing && comparison!.chosen.length >= COMPARE_STYLES.max}
      />
    </fieldset>
  )
}
