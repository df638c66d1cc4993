import { FieldError } from '@/components/forms/FieldError'
import { notesLength } from '@/lib/redesign/notesLimit'
import { MAX_NOTES_LENGTH } from '@/lib/redesign/modes'

type Props = { value: string; onChange: (notes: string) => void; error?: string; className: string }

/** No maxLength: a paste is kept whole, the count shows the excess, and submit refuses it. */
export function NotesField({ value, onChange, error, className }: Props) {
  const length = notesLength(value)
  const over = length > MAX_NOTES_LENGTH
  return (
    <div>
      <label htmlFor="notes" className="text-lg font-semibold">
        Notes <span className="font-normal text-muted">(optional)</span>
      </label>
      <textarea
        id="notes"
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        className={className}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'notes-error notes-count' : 'notes-count'}
        placeholder="For example: keep the fireplace, add more plants"
      />
      <p
        id="notes-count"
        data-testid="notes-count"
        className={`text-sm ${over ? 'font-semibold text-clay-dark' : 'text-muted'}`}
      >
        {length.toLocaleString('en')} / {MAX_NOTES_LENGTH.toLocaleString('en')} characters
        {over ? ` — ${(length - MAX_NOTES_LENGTH).toLocaleString('en')} over the limit` : ''}
      </p>
      <FieldError id="notes-error" message={error} />
    </div>
  )
}
