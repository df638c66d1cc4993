import { MAX_NOTES_LENGTH } from '../../roomTypes'
import type { EngineInput } from '../../types'

const MAX_KEYWORDS = 12
const MAX_KEYWORD_LENGTH = 60
const MAX_LABEL_LENGTH = 80

/**
 * Makes free text safe to splice into a one-line prompt: control and invisible formatting characters
 * (newlines, tabs, zero-width and bidi marks, line/paragraph separators) become spaces, runs of
 * whitespace collapse, and the result is trimmed and cut to `maxLength` at a word boundary when one
 * is near. Nothing here tries to "understand" the text; it only stops it from changing the prompt's shape.
 */
export function neutraliseText(text: string | undefined, maxLength: number): string {
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

export function neutraliseNotes(notes: string | undefined): string {
  return neutraliseText(notes, MAX_NOTES_LENGTH)
}

/**
 * Editors' keywords: a keyword typed as "oak, linen" counts as two; cleaned, without empties or
 * case-insensitive repeats, at most twelve.
 */
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

function subjectParts(subject: PromptSubject) {
  return {
    room: neutraliseText(subject.roomType.label, MAX_LABEL_LENGTH).toLowerCase() || 'room',
    style: neutraliseText(subject.style.title, MAX_LABEL_LENGTH) || 'contemporary',
    keywords: cleanKeywords(subject.style.keywords),
    notes: neutraliseNotes(subject.notes),
  }
}

/**
 * A descriptive prompt for diffusion models that take the photo as structure (adirik/interior-design):
 * they respond to a comma-separated description of the finished room.
 */
export function buildDescriptivePrompt(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  const parts = [`A ${style} style ${room} interior`, ...keywords]
  if (notes) parts.push(notes)
  parts.push(
    'professional interior photography',
    'natural light',
    'realistic materials',
    'highly detailed',
  )
  return parts.join(', ')
}

/**
 * An editing instruction for instruction-following image editors (FLUX.1 Kontext): say what to change
 * and, just as important, what to keep, so the result is recognisably the customer's own room.
 */
export function buildInstructionPrompt(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  const sentences = [
    `Redesign this ${room} in the ${style} interior style${keywords.length ? `: ${keywords.join(', ')}` : ''}.`,
    'Keep the room itself exactly as it is: the walls, windows, doors, ceiling, floor plan and the camera angle.',
    'Change the furniture, colours, materials, lighting and decoration to suit the style.',
  ]
  if (notes) sentences.push(`The owner asks for this: ${notes}`)
  sentences.push('The result must look like a real photograph of a finished room.')
  return sentences.join(' ')
}

/** What diffusion models should steer away from in a room photo. */
export function buildNegativePrompt(): string {
  return [
    'lowres',
    'blurry',
    'out of focus',
    'watermark',
    'text',
    'logo',
    'signature',
    'deformed',
    'distorted perspective',
    'warped walls',
    'extra windows',
    'extra doors',
    'duplicate furniture',
    'floating furniture',
    'cluttered',
    'oversaturated',
    'cartoon',
    'illustration',
    'painting',
    'people',
  ].join(', ')
}
