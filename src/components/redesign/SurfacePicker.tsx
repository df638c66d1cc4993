import { FieldError } from '@/components/forms/FieldError'
import { SURFACE_AREAS, surfaceAreaLabel, type SurfaceAreaId } from '@/lib/redesign/modes'
import {
  findFinish,
  finishesFor,
  HEX_COLOUR,
  PAINT_COLOURS,
  paintNamed,
} from '@/lib/redesign/surfaceFinishes'

type Props = {
  area: string
  onArea: (area: SurfaceAreaId) => void
  surface: string
  onSurface: (id: string) => void
  /** #RRGGBB (or what is being typed) for a painted finish. */
  colour: string
  onColour: (hex: string) => void
  errors: { surfaceArea?: string; surface?: string; surfaceColour?: string }
}

const choiceClass = (chosen: boolean) =>
  `flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 bg-white px-3 py-2 focus-within:outline focus-within:outline-3 focus-within:outline-clay ${chosen ? 'border-clay' : 'border-ink/15'}`

const Swatch = ({ hex }: { hex: string }) => (
  <span
    aria-hidden="true"
    className="h-6 w-6 shrink-0 rounded border border-ink/20"
    style={{ backgroundColor: hex }}
  />
)

export function SurfacePicker({
  area,
  onArea,
  surface,
  onSurface,
  colour,
  onColour,
  errors,
}: Props) {
  const finishes = finishesFor(area)
  const finish = findFinish(area, surface)
  const valid = HEX_COLOUR.test(colour)
  const named = valid ? paintNamed(colour)?.name : undefined
  const chooseArea = (id: SurfaceAreaId) => {
    onArea(id)
    // A surface always shows a finish chosen, so its colours (walls, painted cabinets) show at once.
    if (!findFinish(id, surface)) onSurface(finishesFor(id)[0]!.id)
  }
  return (
    <div className="space-y-6">
      <fieldset aria-describedby={errors.surfaceArea ? 'surfaceArea-error' : undefined}>
        <legend className="text-lg font-semibold">Surface to change</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {SURFACE_AREAS.map((option) => (
            <label key={option.id} className={choiceClass(area === option.id)}>
              <input
                type="radio"
                id={`surfaceArea-${option.id}`}
                name="surfaceArea"
                value={option.id}
                checked={area === option.id}
                onChange={() => chooseArea(option.id)}
                className="shrink-0 accent-clay"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id="surfaceArea-error" message={errors.surfaceArea} />
      </fieldset>
      {finishes.length > 0 ? (
        <fieldset aria-describedby={errors.surface ? 'surface-error' : undefined}>
          <legend className="text-lg font-semibold">
            Finish for the {surfaceAreaLabel(area).toLowerCase()}
          </legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {finishes.map((option) => (
              <label key={option.id} className={choiceClass(surface === option.id)}>
                <input
                  type="radio"
                  id={`surface-${option.id}`}
                  name="surface"
                  value={option.id}
                  checked={surface === option.id}
                  onChange={() => onSurface(option.id)}
                  className="shrink-0 accent-clay"
                />
                {option.hex ? <Swatch hex={option.hex} /> : null}
                <span className="min-w-0 break-words">{option.label}</span>
              </label>
            ))}
          </div>
          <FieldError id="surface-error" message={errors.surface} />
        </fieldset>
      ) : null}
      {finish && !finish.hex ? (
        <fieldset aria-describedby={errors.surfaceColour ? 'surfaceColour-error' : undefined}>
          <legend className="text-lg font-semibold">Paint colour</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {PAINT_COLOURS.map((paint) => (
              <label key={paint.hex} className={choiceClass(named === paint.name)}>
                <input
                  type="radio"
                  id={`surfaceColour-${paint.hex.slice(1)}`}
                  name="paintColour"
                  value={paint.hex}
                  checked={named === paint.name}
                  onChange={() => onColour(paint.hex)}
                  className="shrink-0 accent-clay"
                />
                <Swatch hex={paint.hex} />
                <span className="min-w-0 text-sm break-words">{paint.name}</span>
              </label>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <label className="flex flex-col gap-1">
              Any colour
              <input
                type="color"
                id="surfaceColour-picker"
                value={valid ? colour.toLowerCase() : '#ffffff'}
                onChange={(event) => onColour(event.target.value.toUpperCase())}
                className="h-11 w-16 cursor-pointer rounded border border-ink/25 bg-white"
              />
            </label>
            <label className="flex flex-col gap-1">
              Colour code
              <input
                type="text"
                id="surfaceColour"
                name="surfaceColour"
                value={colour}
                onChange={(event) => onColour(event.target.value.trim())}
                placeholder="#A3B18A"
                maxLength={7}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={`surfaceColour-hint${errors.surfaceColour ? ' surfaceColour-error' : ''}`}
                aria-invalid={errors.surfaceColour ? true : undefined}
                className="w-32 rounded-lg border border-ink/25 bg-white px-3 py-2 font-mono"
              />
            </label>
          </div>
          <p id="surfaceColour-hint" className="mt-2 text-sm text-muted" aria-live="polite">
            {valid
              ? `Chosen: ${named ?? 'your own colour'} (${colour.toUpperCase()})`
              : '# and six hex digits'}
          </p>
          <FieldError id="surfaceColour-error" message={errors.surfaceColour} />
        </fieldset>
      ) : null}
    </div>
  )
}
