import { useState } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { comparesStyles, COMPARE_STYLES } from '@/lib/redesign/modes'
import type { RedesignMode } from '@/lib/redesign/modes'
import type { StyleOption } from '@/lib/redesign/styles'

/** The form's "Compare styles" state: a switch, and the styles ticked (in order) while it is on. */
export function useStyleComparison(mode: RedesignMode) {
  const [switchedOn, setOn] = useState(false)
  const [chosen, setChosen] = useState<string[]>([])
  const available = comparesStyles(mode)
  return {
    available,
    /** Comparing is on, and the mode can: the form sends compareStyles instead of style. */
    on: available && switchedOn,
    setOn,
    chosen,
    setChosen: (slugs: string[]) => setChosen(slugs.slice(0, COMPARE_STYLES.max)),
    toggle: (slug: string) =>
      setChosen((now) =>
        now.includes(slug)
          ? now.filter((one) => one !== slug)
          : [...now, slug].slice(0, COMPARE_STYLES.max),
      ),
  }
}

type Props = {
  styles: StyleOption[]
  value: string
  onChange: (slug: string) => void
  error?: string
  comparison?: ReturnType<typeof useStyleComparison>
  onEdited?: () => void
}

/** The id an error summary links to: the chosen option's radio, or the first one. */
export const optionFieldId = (name: string, ids: readonly string[], value: string) =>
  `${name}-${ids.includes(value) ? value : (ids[0] ?? 'none')}`

export function StylePicker({ styles, value, onChange, error, comparison, onEdited }: Props) {
  const comparing = Boolean(comparison?.on)
  const choose = (slug: string) => {
    if (comparing) comparison!.toggle(slug)
    else onChange(slug)
    onEdited?.()
  }
  const name = comparing ? 'compareStyles' : 'style'
  const ticked = comparing ? comparison!.chosen : undefined
  const full = comparing && comparison!.chosen.length >= COMPARE_STYLES.max
  const isChosen = (slug: string) => (ticked ? ticked.includes(slug) : value === slug)
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
      {/* Two across even on a phone, or two dozen styles push the submit button ~10,000 px down. */}
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {styles.map((option) => (
          <li
            key={option.slug}
            data-testid={`${name}-card`}
            className={`flex min-w-0 flex-col overflow-hidden rounded-xl border-2 bg-white ${isChosen(option.slug) ? 'border-clay' : 'border-ink/15'}`}
          >
            <label className="flex flex-1 cursor-pointer flex-col gap-2 p-3 focus-within:outline focus-within:outline-3 focus-within:-outline-offset-2 focus-within:outline-clay">
              {option.picture ? (
                // eslint-disable-next-line @next/next/no-img-element -- Payload's pre-generated webp sizes
                <img
                  src={option.picture.url}
                  srcSet={option.picture.srcSet}
                  sizes="(min-width: 1024px) 280px, 45vw"
                  width={option.picture.width}
                  height={option.picture.height}
                  // The name is beside it; a long description per radio made the list very long to hear.
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-lg bg-sand object-cover"
                />
              ) : null}
              <span className="flex items-center gap-2 font-medium">
                <input
                  type={ticked ? 'checkbox' : 'radio'}
                  id={`${name}-${option.slug}`}
                  name={name}
                  value={option.slug}
                  checked={isChosen(option.slug)}
                  disabled={full && !isChosen(option.slug)}
                  onChange={() => choose(option.slug)}
                  aria-labelledby={`${name}-${option.slug}-name`}
                  className="shrink-0 accent-clay"
                />
                <span
                  id={`${name}-${option.slug}-name`}
                  className="min-w-0 break-words hyphens-auto"
                >
                  {option.title}
                </span>
              </span>
              <span className="flex flex-wrap gap-1" aria-hidden="true">
                {option.palette.map((color) => (
                  <span
                    key={color}
                    data-testid="swatch"
                    className="h-4 w-6 rounded-sm border border-ink/10"
                    style={{ backgroundColor: color }}
                  />
                ))}
              </span>
            </label>
            <a
              href={PUBLIC_PATH.glossary(option.slug)}
              target="_blank"
              rel="noopener"
              className="mx-3 mb-3 self-start py-1 text-sm underline"
            >
              About {option.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
