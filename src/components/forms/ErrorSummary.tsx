'use client'

import { useEffect, useId, useRef, type MouseEvent } from 'react'

type Props = {
  errors: Partial<Record<string, string | undefined>>
  fields: Record<string, string>
  refusals: number
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id)
  if (!field) return
  event.preventDefault()
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}

// Takes focus and lists each problem as a link to its field; each message also sits by its field.
export function ErrorSummary({ errors, fields, refusals }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const order = Object.keys(fields)
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length)
  const problems = Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => rank(a) - rank(b))

  useEffect(() => {
    if (refusals === 0 || !box.current) return
    box.current.scrollIntoView({ block: 'start' })
    box.current.focus({ preventScroll: true })
  }, [refusals])

  if (problems.length === 0) return null
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      data-testid="error-summary"
      className="scroll-mt-4 rounded-xl border-2 border-clay-dark bg-white p-4 focus:outline focus:outline-3 focus:outline-offset-2 focus:outline-clay"
    >
      <h2 id={headingId} className="text-lg font-semibold text-clay-dark">
        {problems.length === 1
          ? 'Please fix this to continue:'
          : `Please fix these ${problems.length} problems to continue:`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map(([field, message]) => (
          <li key={field}>
            {fields[field] ? (
              <a
                href={`#${fields[field]}`}
                className="font-medium text-clay-dark underline"
                onClick={(event) => focusField(event, fields[field])}
              >
                {message}
              </a>
            ) : (
              <span className="font-medium">{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
