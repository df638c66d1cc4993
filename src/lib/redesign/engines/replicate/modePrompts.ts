import type { EngineInput } from '../../types'
import { instructionEnd, PHOTO_QUALITIES } from './promptBuilder'
import {
  keywordTail,
  MAX_LABEL_LENGTH,
  neutraliseText,
  subjectParts,
  type PromptSubject,
} from './promptText'

/** Prompts beyond restyling; editors tune them through the glossary's `promptKeywords`. */

/** Staging, as an instruction (FLUX.1 Kontext). */
export function buildStageInstruction(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  return [
    `Furnish this empty ${room} in the ${style} style${keywordTail(keywords)}.`,
    'Keep the walls, windows, doors, floor, ceiling and the camera angle exactly as they are.',
    'Add furniture, rugs, lighting and decoration in proportion to the room, as a home stager would.',
    ...instructionEnd(notes),
  ].join(' ')
}

/** Staging, as a description of the finished room (adirik/interior-design). */
export function buildStageDescription(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  return [
    `A fully furnished ${style} style ${room} interior`,
    'staged by an interior designer',
    ...keywords,
    ...(notes ? [notes] : []),
    ...PHOTO_QUALITIES,
  ].join(', ')
}

/** Declutter (FLUX.1 Kontext): everything movable goes, the architecture stays. */
export function buildDeclutterInstruction(
  subject: Pick<EngineInput, 'roomType' | 'notes'>,
): string {
  const { room, notes } = subjectParts(subject)
  return [
    `Remove all furniture, decor and clutter from this ${room}, leaving the room empty.`,
    'Keep the architecture exactly as it is: the walls, floor, windows, doors, ceiling, built-in fixtures, the lighting and the camera angle.',
    'Where things are removed, show the wall and floor that were behind them.',
    ...instructionEnd(
      notes,
      'The result must look like a real photograph of the same room, empty and tidy.',
    ),
  ].join(' ')
}

/** Change a surface (FLUX.1 Kontext): one surface takes the finish, nothing else changes. */
export function buildSurfaceInstruction(
  subject: Pick<EngineInput, 'roomType' | 'notes' | 'surface'>,
): string {
  const { room, notes } = subjectParts(subject)
  const surface = subject.surface
  const area = neutraliseText(surface?.areaLabel, MAX_LABEL_LENGTH).toLowerCase() || 'walls'
  const material = neutraliseText(surface?.material, MAX_LABEL_LENGTH) || 'a new finish'
  // A paint names its colour twice: the name steers the look, the hex pins the shade.
  const paint = surface?.colourName
    ? `${neutraliseText(surface.colourName, MAX_LABEL_LENGTH)} (${surface.hex})`
    : surface?.hex
  const finish = paint ? `${material} in the colour ${paint}` : material
  return [
    `Change only the ${area} of this ${room} to ${finish}, keep everything else.`,
    `The furniture, decoration, other surfaces, lighting and the camera angle stay exactly as they are.`,
    ...instructionEnd(notes),
  ].join(' ')
}

/** Match a photo's style (FLUX.2, room first, inspiration second): its look, not its layout. */
export function buildMatchInstruction(subject: Pick<EngineInput, 'roomType' | 'notes'>): string {
  const { room, notes } = subjectParts(subject)
  return [
    `Redesign the ${room} in the first image in the style of the room in the second image:`,
    'its colours, materials, furniture style, textiles and decoration.',
    'Keep the walls, windows, doors, floor, ceiling and the camera angle of the first image exactly as they are;',
    'do not copy the layout or the architecture of the second image.',
    ...instructionEnd(notes),
  ].join(' ')
}

/** FLUX Fill sees only the unpainted rest, so the prompt says the fill belongs to that room. */
export function buildAreaFillPrompt(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  return [
    `${style} style ${room} interior`,
    ...keywords,
    ...(notes ? [notes] : []),
    'blending seamlessly with the rest of the room',
    'matching its perspective and lighting',
    ...PHOTO_QUALITIES,
  ].join(', ')
}
