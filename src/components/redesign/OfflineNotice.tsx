import type { RedesignMode } from '@/lib/redesign/modes'

/**
 * What the offline preview does in each mode, said plainly: it recolours pixels, it does not
 * understand the room, so it never adds or removes furniture.
 */
const WHAT_IT_DOES: Record<RedesignMode, string> = {
  restyle: 'redesigns are a recoloured preview of your photo in the style’s palette.',
  stage:
    'staging is a recoloured preview of your photo in the style’s palette: no furniture is added.',
  declutter:
    'decluttering is a lightened, flattened preview of your photo: nothing is actually removed.',
  surface:
    'a surface change lays the colour or material’s palette over the largest flat areas of your photo; it does not find the walls, floor or cabinets themselves.',
  area: 'an area edit recolours only the part you paint in the style’s palette; the rest of your photo is kept as it is.',
}

export function OfflineNotice({ mode }: { mode: RedesignMode }) {
  return (
    <p className="rounded-lg bg-sand p-4 text-sm" data-testid="offline-notice">
      <strong>Offline preview — not AI.</strong> This server has no AI service configured, so{' '}
      {WHAT_IT_DOES[mode]}
    </p>
  )
}
