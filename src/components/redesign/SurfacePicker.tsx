import { FieldError } from '@/components/forms/FieldError'
import { SURFACE_AREAS, type SurfaceAreaId } from '@/lib/redesign/modes'
import type { StyleOption } from '@/lib/redesign/styles'

import { OptionCards } from './OptionCards'
import { optionFieldId } from './StylePicker'

type Props = {
  finishes: StyleOption[]
  area: string
  onArea: (area: SurfaceAreaId) => void
  surface: string
  onSurface: (slug: string) => void
  errors: { surfaceArea?: string; surface?: string }
}

/** The glossary categories a finish comes from, in the order and words the picker shows them. */
const GROUPS = [
  { category: 'colors', title: 'Colours' },
  { category: 'materials-and-finishes', title: 'Materials' },
] as const

export const surfaceAreaFieldId = (area: string) =>
  optionFieldId(
    'surfaceArea',
    SURFACE_AREAS.map((option) => ({ slug: option.id })),
    area,
  )

export const surfaceFieldId = (finishes: StyleOption[], surface: string) =>
  optionFieldId('surface', finishes, surface)

/** "Change a surface": which surface (walls, floor, cabinets) and the colour or material it gets. */
export function SurfacePicker({ finishes, area, onArea, surface, onSurface, errors }: Props) {
  return (
    <div className="space-y-6">
      <fieldset aria-describedby={errors.surfaceArea ? 'surfaceArea-error' : undefined}>
        <legend className="text-lg font-semibold">Surface to change</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {SURFACE_AREAS.map((option) => (
            <label
              key={option.id}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 bg-white px-4 py-2 focus-within:outline focus-within:outline-3 focus-within:outline-clay ${area === option.id ? 'border-clay' : 'border-ink/15'}`}
            >
              <input
                type="radio"
                id={`surfaceArea-${option.id}`}
                name="surfaceArea"
                value={option.id}
                checked={area === option.id}
                onChange={() => onArea(option.id)}
                className="shrink-0 accent-clay"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id="surfaceArea-error" message={errors.surfaceArea} />
      </fieldset>
      <fieldset aria-describedby={errors.surface ? 'surface-error' : undefined}>
        <legend className="text-lg font-semibold">New colour or material</legend>
        {finishes.length === 0 ? (
          <p className="mt-2 text-muted">No colours or materials are published yet.</p>
        ) : null}
        {GROUPS.map(({ category, title }) => {
          const options = finishes.filter((finish) => finish.category === category)
          if (options.length === 0) return null
          return (
            <section key={category} aria-labelledby={`surface-group-${category}`} className="mt-4">
              <h3 id={`surface-group-${category}`} className="font-semibold">
                {title}
              </h3>
              <OptionCards options={options} name="surface" value={surface} onChange={onSurface} />
            </section>
          )
        })}
        <FieldError id="surface-error" message={errors.surface} />
      </fieldset>
    </div>
  )
}
