import type { RedesignMode } from '@/lib/redesign/modes'
import type { StyleOption } from '@/lib/redesign/styles'
import type { RedesignField } from './checkRedesignForm'
import { modeFieldId } from './ModePicker'
import { styleFieldId } from './StylePicker'
import { surfaceAreaFieldId, surfaceFieldId } from './SurfacePicker'
import type { StyleComparison } from './useStyleComparison'

/** What the form holds that decides where each field's error sends the focus. */
type Shown = {
  mode: RedesignMode
  styles: StyleOption[]
  style: string
  comparison: StyleComparison
  surface: string
  surfaceArea: string
}

/** Where each error summary link lands: for an option group, the chosen option (or the first). */
export const redesignFieldIds = (shown: Shown): Record<RedesignField, string> => ({
  mode: modeFieldId(shown.mode),
  photo: 'photo',
  inspiration: 'inspiration',
  mask: 'mask',
  roomType: 'room-type',
  style: styleFieldId(shown.styles, shown.style, shown.comparison),
  surfaceArea: surfaceAreaFieldId(shown.surfaceArea),
  surface: surfaceFieldId(shown.surfaceArea, shown.surface),
  surfaceColour: 'surfaceColour',
  notes: 'notes',
  variants: 'variants',
})
