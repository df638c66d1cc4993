import { PUBLIC_PATH } from '@/lib/content/paths'
import type { StyleOption } from '@/lib/redesign/styles'

type Props = {
  options: StyleOption[]
  /** The radios' name, also the prefix of their ids (`<name>-<slug>`). */
  name: string
  value: string
  onChange: (slug: string) => void
  /** Checkboxes instead of radios ("Compare styles"): the slugs ticked; onChange toggles one. */
  ticked?: readonly string[]
  /** As many are ticked as may be: the others cannot be ticked until one is unticked. */
  full?: boolean
}

/** Glossary entries as radio/checkbox cards; the entry link sits below the choice so none is covered. */
export function OptionCards({ options, name, value, onChange, ticked, full }: Props) {
  const isChosen = (slug: string) => (ticked ? ticked.includes(slug) : value === slug)
  return (
    // Two across even on a phone, or two dozen styles push the submit button ~10,000 px down.
    <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {options.map((option) => (
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
                onChange={() => onChange(option.slug)}
                aria-labelledby={`${name}-${option.slug}-name`}
                className="shrink-0 accent-clay"
              />
              <span id={`${name}-${option.slug}-name`} className="min-w-0 break-words hyphens-auto">
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
  )
}
