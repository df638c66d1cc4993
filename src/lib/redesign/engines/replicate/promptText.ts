import { MAX_NOTES_LENGTH } from '../../modes'
import type { EngineInput, StyleForEngine } from '../../types'

const MAX_KEYWORDS = 12
const MAX_KEYWORD_LENGTH = 60
export const MAX_LABEL_LENGTH = 80

/** Makes free text safe to splice into a one-line prompt. */
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

/** ": oak, linen" after a title when there are keywords, nothing otherwise. */
export const keywordTail = (keywords: readonly string[]) =>
  keywords.length ? `: ${keywords.join(', ')}` : ''

export type PromptSubject = Pick<EngineInput, 'roomType' | 'style' | 'notes'>

/** A glossary entry (style or finish) as prompt text: its title and its editors' keywords. */
export function entryParts(entry: StyleForEngine | undefined, fallbackTitle: string) {
  return {
    title: neutraliseText(entry?.title, MAX_LABEL_LENGTH) || fallbackTitle,
    keywords: cleanKeywords(entry?.keywords ?? []),
  }
}

/** The room, style, keywords and notes of a request, each neutralised. */
export function subjectParts(subject: PromptSubject) {
  const style = entryParts(subject.style, 'contemporary')
  return {
    room: neutraliseText(subject.roomType.label, MAX_LABEL_LENGTH).toLowerCase() || 'room',
    style: style.title,
    keywords: style.keywords,
    notes: neutraliseNotes(subject.notes),
  }
}
