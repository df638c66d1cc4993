import { OFFLINE_PREVIEW_LABEL } from './engines/offline/previewLabel'

/** Lower-case ASCII words joined by hyphens: "Kids' room" → "kids-room", "Crème" → "creme". */
export function fileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

export type DownloadNameInput = {
  roomType: string
  style: string
  createdAt: string
  /** Which version (1-based) of how many: "-2" is added only when there are several. */
  version: number
  versions: number
  extension: string
  /** Made by the offline engine: the name says so, wherever the file ends up. */
  offline?: boolean
}

/** `living-room-japandi-2026-11-26.jpg` (UTC day), `…-2.jpg` for a second version, `…-offline-preview-not-ai.jpg`. */
export function downloadName(input: DownloadNameInput): string {
  const day = new Date(input.createdAt).toISOString().slice(0, 10)
  const parts = [fileSlug(input.roomType), fileSlug(input.style), day].filter(Boolean)
  if (input.versions > 1) parts.push(String(input.version))
  if (input.offline) parts.push(fileSlug(OFFLINE_PREVIEW_LABEL))
  const extension = fileSlug(input.extension) || 'jpg'
  return `${parts.join('-')}.${extension}`
}

export const attachmentHeader = (name: string) => `attachment; filename="${name}"`
