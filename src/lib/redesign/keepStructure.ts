// Client-safe: the studio form's "Keep structure" choice and what each level means.
export const KEEP_STRUCTURE = ['strict', 'balanced', 'creative'] as const
export type KeepStructure = (typeof KEEP_STRUCTURE)[number]
export const DEFAULT_KEEP_STRUCTURE: KeepStructure = 'balanced'

export const KEEP_STRUCTURE_CHOICES: Record<KeepStructure, { label: string; hint: string }> = {
  strict: { label: 'Strict', hint: 'Walls, windows and doors stay exactly; smaller changes.' },
  balanced: { label: 'Balanced', hint: 'A clear new look in the same room.' },
  creative: { label: 'Creative', hint: 'Bolder changes; the room’s shape still counts.' },
}

export const isKeepStructure = (value: unknown): value is KeepStructure =>
  (KEEP_STRUCTURE as readonly unknown[]).includes(value)

/** Redesigns made before the choice existed ran as balanced. */
export const keepStructureOf = (redesign: { keepStructure?: string | null }): KeepStructure =>
  isKeepStructure(redesign.keepStructure) ? redesign.keepStructure : DEFAULT_KEEP_STRUCTURE
