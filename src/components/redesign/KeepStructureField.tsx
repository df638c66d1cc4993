import {
  KEEP_STRUCTURE,
  KEEP_STRUCTURE_CHOICES,
  type KeepStructure,
} from '@/lib/redesign/keepStructure'

type Props = { value: KeepStructure; onChange: (value: KeepStructure) => void }

/** How much the room may change; a result that changes it more is made again, then refunded. */
export function KeepStructureField({ value, onChange }: Props) {
  return (
    <fieldset aria-describedby="keepStructure-help">
      <legend className="text-lg font-semibold">Keep structure</legend>
      <p id="keepStructure-help" className="text-sm text-muted">
        If a result moves walls, windows or doors anyway, we make it again free, then refund it.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {KEEP_STRUCTURE.map((level) => (
          <label
            key={level}
            className="flex gap-2 rounded-lg border border-ink/25 bg-white px-3 py-2 has-[:checked]:border-ink"
          >
            <input
              type="radio"
              name="keepStructure"
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
            />
            <span>
              <span className="font-semibold">{KEEP_STRUCTURE_CHOICES[level].label}</span>
              <span className="block text-sm text-muted">{KEEP_STRUCTURE_CHOICES[level].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
