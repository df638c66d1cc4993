import type { StyleOption } from '@/lib/redesign/styles'

type Props = {
  styles: StyleOption[]
  value: string
  onChange: (slug: string) => void
  error?: string
}

/** The glossary's interior-design styles as a radio group, each with its palette and entry. */
export function StylePicker({ styles, value, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'style-error' : undefined}>
      <legend className="text-lg font-semibold">Style</legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {styles.map((style) => (
          <li key={style.slug}>
            <label
              className={`flex h-full cursor-pointer flex-col gap-2 rounded-xl border-2 bg-white p-3 focus-within:outline focus-within:outline-3 focus-within:outline-clay ${value === style.slug ? 'border-clay' : 'border-ink/15'}`}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="style"
                  value={style.slug}
                  checked={value === style.slug}
                  onChange={() => onChange(style.slug)}
                  className="accent-clay"
                />
                {style.title}
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
              className="mt-1 inline-block text-sm underline"
            >
              About {style.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="style-error" role="alert" className="mt-2 font-medium text-clay-dark">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
