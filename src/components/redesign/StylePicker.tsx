import type { StyleOption } from '@/lib/redesign/styles'
import { FieldError } from '@/components/forms/FieldError'

type Props = {
  styles: StyleOption[]
  value: string
  onChange: (slug: string) => void
  error?: string
}

/** The id an error summary links to: the chosen style's radio, or the first one. */
export const styleFieldId = (styles: StyleOption[], value: string) =>
  `style-${styles.some((style) => style.slug === value) ? value : (styles[0]?.slug ?? 'none')}`

/**
 * The glossary's interior-design styles as a radio group: each card shows the style's picture,
 * its palette and a link to its entry. The link sits inside the card, below the choice, so it
 * takes its own room in the grid at every width and no other card can cover it.
 */
export function StylePicker({ styles, value, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'style-error' : undefined}>
      <legend className="text-lg font-semibold">Style</legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {styles.map((style) => (
          <li
            key={style.slug}
            data-testid="style-card"
            className={`flex flex-col overflow-hidden rounded-xl border-2 bg-white ${value === style.slug ? 'border-clay' : 'border-ink/15'}`}
          >
            <label className="flex flex-1 cursor-pointer flex-col gap-2 p-3 focus-within:outline focus-within:outline-3 focus-within:-outline-offset-2 focus-within:outline-clay">
              {style.picture ? (
                // eslint-disable-next-line @next/next/no-img-element -- Payload's pre-generated webp sizes
                <img
                  src={style.picture.url}
                  srcSet={style.picture.srcSet}
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
                  width={style.picture.width}
                  height={style.picture.height}
                  alt={style.picture.alt}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-lg bg-sand object-cover"
                />
              ) : null}
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  id={`style-${style.slug}`}
                  name="style"
                  value={style.slug}
                  checked={value === style.slug}
                  onChange={() => onChange(style.slug)}
                  aria-labelledby={`style-${style.slug}-name`}
                  className="accent-clay"
                />
                <span id={`style-${style.slug}-name`}>{style.title}</span>
              </span>
              <span className="flex gap-1" aria-hidden="true">
                {style.palette.map((color) => (
                  <span
                    key={color}
                    className="h-4 w-6 rounded-sm border border-ink/10"
                    style={{ backgroundColor: color }}
                  />
                ))}
              </span>
            </label>
            <a
              href={`/glossary/${style.slug}`}
              target="_blank"
              rel="noopener"
              className="mx-3 mb-3 self-start py-1 text-sm underline"
            >
              About {style.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <FieldError id="style-error" message={error} />
    </fieldset>
  )
}
