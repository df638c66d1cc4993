import { MAX_NOTES_LENGTH } from '../../modes'
import type { EngineInput } from '../../types'

/** Prompts per mode and model family; editors tune them through the glossary's `promptKeywords`. */

const MAX_KEYWORDS = 12
const MAX_KEYWORD_LENGTH = 60
const MAX_LABEL_LENGTH = 80

function neutraliseText(text: string | undefined, maxLength: number): string {
  if (!text) return ''
  const flat = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (flat.length <= maxLength) return flat
  const cut = flat.slice(0, maxLength)
  const lastSpace = cut.lastIndexOf(' ')
  return (lastSpace > maxLength * 0.8 ? cut.slice(0, lastSpace) : cut).trim()
}

export const neutraliseNotes = (notes: string | undefined) =>
  neutraliseText(notes, MAX_NOTES_LENGTH)

/** "oak, linen" counts as two; cleaned, deduplicated case-insensitively, at most twelve. */
export function cleanKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const keyword of keywords.flatMap((entry) => entry.split(/[,;]/))) {
    const clean = neutraliseText(keyword, MAX_KEYWORD_LENGTH)
    const key = clean.toLowerCase()
    if (!clean || seen.has(key)) continue
    seen.add(key)
    result.push(clean)
    if (result.length === MAX_KEYWORDS) break
  }
  return result
}

type PromptSubject = Pick<EngineInput, 'roomType' | 'style' | 'notes'>

/** The room, style, keywords and notes of a request, each neutralised. */
function subjectParts(subject: PromptSubject) {
  const keywords = cleanKeywords(subject.style?.keywords ?? [])
  return {
    room: neutraliseText(subject.roomType.label, MAX_LABEL_LENGTH).toLowerCase() || 'room',
    style: neutraliseText(subject.style?.title, MAX_LABEL_LENGTH) || 'contemporary',
    /** ": oak, linen" after a title when there are keywords, nothing otherwise. */
    keywordTail: keywords.length ? `: ${keywords.join(', ')}` : '',
    keywords,
    notes: neutraliseNotes(subject.notes),
  }
}

const PHOTO_QUALITIES =
  'professional interior photography, natural light, realistic materials, highly detailed'

/** For structure-guided diffusion models: a comma-separated description of the finished room. */
function description(
  subject: PromptSubject,
  head: (style: string, room: string) => string[],
  tail: string[] = [],
) {
  const { room, style, keywords, notes } = subjectParts(subject)
  const notesPart = notes ? [notes] : []
  return [...head(style, room), ...keywords, ...notesPart, ...tail, PHOTO_QUALITIES].join(', ')
}

/** For instruction editors: what to change and keep, the owner's notes, then how the result must look. */
function instruction(
  subject: PromptSubject,
  say: (parts: ReturnType<typeof subjectParts>) => string[],
  closing = 'The result must look like a real photograph of a finished room.',
) {
  const parts = subjectParts(subject)
  const notes = parts.notes ? [`The owner asks for this: ${parts.notes}`] : []
  return [...say(parts), ...notes, closing].join(' ')
}

export const buildDescriptivePrompt = (subject: PromptSubject) =>
  description(subject, (style, room) => [`A ${style} style ${room} interior`])

export const buildInstructionPrompt = (subject: PromptSubject) =>
  instruction(subject, ({ room, style, keywordTail }) => [
    `Redesign this ${room} in the ${style} interior style${keywordTail}.`,
    'Keep the room itself exactly as it is: the walls, windows, doors, ceiling, floor plan and the camera angle.',
    'Change the furniture, colours, materials, lighting and decoration to suit the style.',
  ])

export const buildStageInstruction = (subject: PromptSubject) =>
  instruction(subject, ({ room, style, keywordTail }) => [
    `Furnish this empty ${room} in the ${style} style${keywordTail}.`,
    'Keep the walls, windows, doors, floor, ceiling and the camera angle exactly as they are.',
    'Add furniture, rugs, lighting and decoration in proportion to the room, as a home stager would.',
  ])

export const buildStageDescription = (subject: PromptSubject) =>
  description(subject, (style, room) => [
    `A fully furnished ${style} style ${room} interior`,
    'staged by an interior designer',
  ])

export const buildDeclutterInstruction = (subject: PromptSubject) =>
  instruction(
    subject,
    ({ room }) => [
      `Remove all furniture, decor and clutter from this ${room}, leaving the room empty.`,
      'Keep the architecture exactly as it is: the walls, floor, windows, doors, ceiling, built-in fixtures, the lighting and the camera angle.',
      'Where things are removed, show the wall and floor that were behind them.',
    ],
    'The result must look like a real photograph of the same room, empty and tidy.',
  )

export const buildSurfaceInstruction = (subject: PromptSubject & Pick<EngineInput, 'surface'>) =>
  instruction(subject, ({ room }) => {
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
    ]
  })

/** Match a photo's style (FLUX.2, room first, inspiration second): its look, not its layout. */
export const buildMatchInstruction = (subject: PromptSubject) =>
  instruction(subject, ({ room }) => [
    `Redesign the ${room} in the first image in the style of the room in the second image:`,
    'its colours, materials, furniture style, textiles and decoration.',
    'Keep the walls, windows, doors, floor, ceiling and the camera angle of the first image exactly as they are;',
    'do not copy the layout or the architecture of the second image.',
  ])

/** FLUX Fill sees only the unpainted rest, so the prompt says the fill belongs to that room. */
export const buildAreaFillPrompt = (subject: PromptSubject) =>
  description(subject, (style, room) => [`${style} style ${room} interior`], [
    'blending seamlessly with the rest of the room',
    'matching its perspective and lighting',
  ])

const NEGATIVE_PROMPT =
  'lowres, blurry, out of focus, watermark, text, logo, signature, deformed, distorted perspective, ' +
  'warped walls, extra windows, extra doors, duplicate furniture, floating furniture, cluttered, ' +
  'oversaturated, cartoon, illustration, painting, people'

/** What diffusion models should steer away from in a room photo; staging also away from emptiness. */
export function buildNegativePrompt(options: { staging?: boolean } = {}): string {
  return options.staging ? `${NEGATIVE_PROMPT}, empty room, bare floor` : NEGATIVE_PROMPT
}
