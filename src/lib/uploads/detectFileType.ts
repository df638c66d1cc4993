// From the first bytes only: the name and declared type are whatever the person's device chose.

export type AcceptedImageType = 'jpeg' | 'png' | 'webp' | 'heic' | 'heif' | 'avif'

export type RejectedFileKind =
  'text' | 'svg' | 'html' | 'pdf' | 'gif' | 'tiff' | 'bmp' | 'video' | 'unknown'

export type DetectedFile =
  { accepted: true; type: AcceptedImageType } | { accepted: false; kind: RejectedFileKind }

const TEXT_SNIFF_BYTES = 4096

export function detectFileType(bytes: Uint8Array): DetectedFile {
  const image = detectImage(bytes)
  if (image) return { accepted: true, type: image }
  return { accepted: false, kind: detectRejected(bytes) }
}

function detectImage(bytes: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  const brands = isoBrands(bytes)
  return brands ? heifTypeFromBrands(brands) : undefined
}

function detectRejected(bytes: Uint8Array): RejectedFileKind {
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif'
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'tiff'
  // PDF readers accept up to 1 KB of junk before the header, so a "PDF" may not start with it.
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'pdf'
  if (isoBrands(bytes)) return 'video'
  const text = decodeText(bytes.subarray(0, TEXT_SNIFF_BYTES))
  if (text !== undefined) return textKind(text)
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14 && bytes[6] === 0 && bytes[7] === 0)
    return 'bmp'
  return 'unknown'
}

function isoBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0)
  const end = Math.min(boxSize, bytes.length, 256)
  const brands = [ascii(bytes, 8, 12)]
  for (let offset = 16; offset + 4 <= end; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4))
  return brands
}

const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'])
const AVIF_BRANDS = new Set(['avif', 'avis'])
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1'])

function heifTypeFromBrands(brands: string[]): AcceptedImageType | undefined {
  const kindOf = (brand: string) =>
    HEVC_BRANDS.has(brand)
      ? 'heic'
      : AVIF_BRANDS.has(brand)
        ? 'avif'
        : GENERIC_HEIF_BRANDS.has(brand)
          ? 'heif'
          : undefined
  const major = kindOf(brands[0])
  if (major === 'heic' || major === 'avif') return major
  const compatible = brands.slice(1).map(kindOf)
  if (compatible.includes('heic')) return 'heic'
  if (compatible.includes('avif')) return 'avif'
  if (major === 'heif' || compatible.includes('heif')) return 'heif'
  return undefined
}

function textKind(text: string): RejectedFileKind {
  const head = text.trimStart().toLowerCase()
  if (!head.startsWith('<')) return 'text'
  if (head.includes('<svg')) return 'svg'
  if (/<(!doctype html|html|head|body|script|meta|title|div|p)[\s>/]/.test(head)) return 'html'
  return 'text'
}

function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return undefined
  let text: string
  try {
    const encoding = startsWith(bytes, [0xff, 0xfe])
      ? 'utf-16le'
      : startsWith(bytes, [0xfe, 0xff])
        ? 'utf-16be'
        : 'utf-8'
    // `stream: true` so a multi-byte character cut at the sniff boundary is not an error.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true })
  } catch {
    return undefined
  }
  // Control characters other than tab, line feed, form feed and carriage return: binary, not text.
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? undefined : text
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value)
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}
