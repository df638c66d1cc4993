import type { OutputInfo, Sharp } from 'sharp'

import { UPLOAD_LIMITS } from './uploadLimits'

// sharp drops EXIF (with GPS), XMP, IPTC and the profile unless asked to keep them.
export function encodeStoredPhoto(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  return pipeline
    .toColourspace('srgb')
    .jpeg({ quality: UPLOAD_LIMITS.outputJpegQuality, mozjpeg: false })
    .toBuffer({ resolveWithObject: true })
}
