'use client'

import { useRouter } from 'next/navigation'
import {
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'

import { PUBLIC_PATH } from '@/lib/content/paths'
import {
  createGlossaryIndex,
  MAX_SEARCH_RESULTS,
  SEARCH_DEBOUNCE_MS,
  type GlossarySearchEntry,
} from '@/lib/glossary/searchGlossary'

const NO_RESULTS = 'No results found'

// The WAI-ARIA 1.2 combobox (list autocomplete): focus stays in the input (aria-activedescendant).
export function GlossarySearch({ entries }: { entries: readonly GlossarySearchEntry[] }) {
  const id = useId()
  const optionId = (index: number) => `${id}option-${index}`

  const index = useMemo(() => createGlossaryIndex(entries), [entries])
  const [query, setQuery] = useState('')
  const [appliedQuery, setAppliedQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const listboxRef = useRef<HTMLUListElement>(null)
  const router = useRouter()

  // One more than is shown, to know whether the list is cut short (and say so).
  const found = useMemo(
    () => index.search(appliedQuery, MAX_SEARCH_RESULTS + 1),
    [index, appliedQuery],
  )
  const results = found.slice(0, MAX_SEARCH_RESULTS)
  const popupVisible = open && appliedQuery.trim() !== ''
  const expanded = popupVisible && results.length > 0
  // Entries can change under a highlight; an out-of-range index must not point at a missing option.
  const active = expanded && activeIndex < results.length ? activeIndex : -1

  const apply = (value: string) => {
    setAppliedQuery(value)
    setActiveIndex(-1)
    setOpen(true)
  }
  // Applied once typing pauses; `apply` only sets state, so a pending timer may call any render's.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancelPending = () => clearTimeout(timer.current)
  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (active < 0) return
    // jsdom (and some older engines) lack scrollIntoView.
    listboxRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const close = () => {
    setOpen(false)
    setActiveIndex(-1)
  }

  const moveHighlight = (step: 1 | -1) => {
    if (results.length === 0) return
    if (!expanded) {
      setOpen(true)
      setActiveIndex(step === 1 ? 0 : results.length - 1)
      return
    }
    const from = active < 0 ? (step === 1 ? -1 : 0) : active
    setActiveIndex((from + step + results.length) % results.length)
  }

  // Enter without a highlight: the first match of what is typed now, or the list with "No results".
  const openFirstMatch = () => {
    cancelPending()
    const first = index.search(query)[0]
    if (first) router.push(PUBLIC_PATH.glossary(first.slug))
    else apply(query)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys pressed while an IME is composing belong to the IME, not to the widget.
    if (event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        moveHighlight(event.key === 'ArrowDown' ? 1 : -1)
        break
      case 'Enter':
        if (active >= 0) {
          event.preventDefault()
          // Clicking the real link keeps navigation identical to a mouse click.
          document.getElementById(optionId(active))?.click()
        } else if (query.trim() !== '') {
          event.preventDefault()
          openFirstMatch()
        }
        break
      case 'Escape':
        // Nothing to undo: let Escape reach an enclosing dialog or menu.
        if (!popupVisible && query === '') return
        event.preventDefault()
        // Settle pending text now, or the debounce would reopen the list we are closing.
        cancelPending()
        if (popupVisible) {
          setAppliedQuery(query)
          close()
        } else {
          setQuery('')
          setAppliedQuery('')
        }
        break
    }
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close()
  }

  const count = results.length
  const announcement = popupVisible
    ? count === 0
      ? NO_RESULTS
      : found.length > count
        ? `More than ${count} results; the first ${count} are shown. Type more to narrow them.`
        : `${count} result${count === 1 ? '' : 's'}`
    : ''

  return (
    <div className="relative w-full max-w-xl" onBlur={onBlur}>
      <label htmlFor={`${id}input`} className="mb-2 block text-sm font-medium text-ink">
        Search the glossary
      </label>
      <input
        id={`${id}input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}listbox`}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        // PRODUCT.md §5's own words; the label stays visible above the box.
        placeholder="Search glossary terms..."
        value={query}
        onChange={(event) => {
          const value = event.target.value
          setQuery(value)
          cancelPending()
          timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS)
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-ink/50 bg-white px-5 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-muted hover:border-ink/70 focus:border-clay"
      />
      <div
        hidden={!popupVisible}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-linen bg-white text-ink shadow-lg"
      >
        <ul
          ref={listboxRef}
          id={`${id}listbox`}
          role="listbox"
          aria-label="Glossary terms"
          hidden={!expanded}
          // Keeps focus in the input, so clicking an option does not blur-close the list before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-64 overflow-y-auto py-2"
        >
          {results.map((entry, i) => (
            <li key={entry.slug} role="none">
              {/* The option is the link itself: a link nested inside an option is flagged as nested-interactive. */}
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                href={PUBLIC_PATH.glossary(entry.slug)}
                tabIndex={-1}
                className={`block px-5 py-2 text-ink no-underline hover:bg-sand ${i === active ? 'bg-sand shadow-[inset_3px_0_0_var(--color-clay)]' : ''}`}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
        {popupVisible && count === 0 && <p className="px-5 py-3 text-muted">{NO_RESULTS}</p>}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

export function GlossaryHeader({
  entries,
  children,
}: {
  entries: GlossarySearchEntry[]
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="max-w-2xl">{children}</div>
      <div className="w-full lg:max-w-sm">
        <GlossarySearch entries={entries} />
      </div>
    </div>
  )
}
