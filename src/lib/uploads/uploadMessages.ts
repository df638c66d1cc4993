import { byteSize } from '@/lib/format/byteSize'
import type { RejectedFileKind } from './detectFileType'
import { UPLOAD_LIMITS } from './uploadLimits'

const ACCEPTED_FORMATS = 'Upload a photo of your room as JPEG, PNG, WebP or HEIC.'

const WHAT_IT_IS: Record<RejectedFileKind, string> = {
  text: 'This file is plain text, not a photo.',
  svg: 'This file is an SVG drawing, not a photo.',
  html: 'This file is a web page (HTML), not a photo.',
  pdf: 'This file is a PDF document, not a photo. If your photo is inside it, save the photo on its own first.',
  gif: 'GIF images are not supported.',
  tiff: 'TIFF images are not supported. Save the photo as JPEG first.',
  bmp: 'BMP images are not supported. Save the photo as JPEG first.',
  video: 'This file is a video, not a photo. Take a still photo of the room instead.',
  unknown: 'We could not recognise this file as an image.',
}

export const uploadMessages = {
  empty: () => 'The file is empty (0 bytes). Choose the photo again or take a new one.',
  tooLarge: () =>
    `The file is larger than the ${byteSize(UPLOAD_LIMITS.maxBytes)} limit. ` +
    'Upload a smaller copy of the photo (most phone photos are well under this).',
  unsupported: (kind: RejectedFileKind) => `${WHAT_IT_IS[kind]} ${ACCEPTED_FORMATS}`,
  tooManyPixels: (width: number, height: number) =>
    `The image is too large in pixels (${width} × ${height}). ` +
    `Upload a photo of at most ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels and ` +
    `${UPLOAD_LIMITS.maxSide.toLocaleString('en')} pixels on each side; a normal phone photo is fine.`,
  tooSmall: (width: number, height: number) =>
    `The photo is too small (${width} × ${height} pixels). Upload a larger photo, at least ` +
    `${UPLOAD_LIMITS.minShortSide} pixels on its shorter side, so the redesign has enough detail.`,
  unreadable: () =>
    'This file could not be opened: it may be a folder, or it changed or moved after you chose it. ' +
    'Choose the photo again.',
  damaged: () =>
    'The image file is damaged or incomplete, so it cannot be read. ' +
    'Upload the photo again, or open it on your device and export a fresh copy.',
  heicUnsupported: () =>
    'This HEIC photo uses a kind of compression we cannot read. Convert it to JPEG and upload it again, ' +
    'or on your iPhone choose Settings › Camera › Formats › "Most Compatible" and take the photo again.',
  heicTimedOut: () =>
    'Reading this HEIC photo took too long. Convert it to JPEG and upload it again, ' +
    'or on your iPhone choose Settings › Camera › Formats › "Most Compatible" and take the photo again.',
}
