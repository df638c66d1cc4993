import fs from 'node:fs'
import path from 'node:path'

/**
 * Real HEIC files made with heif-enc (tests/fixtures/heic/README.md) and copies of them damaged in
 * the ways that matter to the upload pipeline.
 */
const folder = path.join(process.cwd(), 'tests/fixtures/heic')

export type HeicFixture = 'room.heic' | 'iphone-portrait-gps.heic' | 'bench-12mp.heic'

export const heicFixture = (name: HeicFixture): Buffer => fs.readFileSync(path.join(folder, name))

/** The first occurrence of a four-letter box or item type replaced by another. */
function replaced(file: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(file)
  const at = copy.indexOf(from, 0, 'latin1')
  if (at < 0) throw new Error(`no ${from} in the file`)
  copy.write(to, at, 'latin1')
  return copy
}

/** The same photo claiming to be coded with VVC (H.266), for which no decoder here exists. */
export const vvcCoded = (file: Buffer) => replaced(replaced(file, 'hvc1', 'vvc1'), 'hvcC', 'vvcC')

/** The same file with its image size (the ispe property) rewritten: a "decompression bomb". */
export function withImageSize(file: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(file)
  const at = copy.indexOf('ispe', 0, 'latin1')
  if (at < 0) throw new Error('no ispe in the file')
  copy.writeUInt32BE(width, at + 8)
  copy.writeUInt32BE(height, at + 12)
  return copy
}

/** The file cut off part-way through its coded image, as an interrupted upload leaves it. */
export const truncated = (file: Buffer) => file.subarray(0, Math.floor(file.length * 0.8))
