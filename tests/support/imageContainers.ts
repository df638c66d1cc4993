/**
 * Image files assembled byte by byte, for cases sharp cannot write (HEVC HEIC) or cannot write
 * quickly (a 400-megapixel PNG takes sharp seconds to minutes). Nothing binary is committed.
 */
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(value)
  return bytes
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  return Buffer.concat([u32(data.length), typeAndData, u32(crc32(typeAndData))])
}

/**
 * A complete, valid one-colour PNG of the given size: 1-bit palette rows of zeros compress about
 * a thousand to one, so 20000 × 20000 pixels fit in some 50 KB — a decompression bomb.
 */
export function singleColourPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 180, 150],
): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8)
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([1, 3, 0, 0, 0])])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from(rgb)),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rowBytes * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body])
}

function fullBox(type: string, version: number, ...parts: Buffer[]): Buffer {
  return box(type, Buffer.from([version, 0, 0, 0]), ...parts)
}

/**
 * A structurally valid HEIC whose primary image is HEVC-coded ('hvc1'), with its decoder
 * configuration and size. (An iPhone splits the photo into a grid of HEVC tiles; one item is
 * enough here.) The coded bytes are filler: a decoder without HEVC support fails before reading
 * them, which is exactly the situation being tested.
 */
export function hevcHeic(width: number, height: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'))
  // HEVC decoder configuration: version 1, Main profile, level 3, 4:2:0, 8 bit, no parameter sets.
  const hvcC = box(
    'hvcC',
    Buffer.from([
      1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 90, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0,
    ]),
  )
  const ispe = fullBox('ispe', 0, u32(width), u32(height))
  const ipma = fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02]))
  const iprp = box('iprp', box('ipco', hvcC, ispe), ipma)
  const infe = fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0]))
  const iinf = fullBox('iinf', 0, u16(1), infe)
  const hdlr = fullBox(
    'hdlr',
    0,
    u32(0),
    Buffer.from('pict', 'latin1'),
    u32(0),
    u32(0),
    u32(0),
    Buffer.from([0]),
  )
  const pitm = fullBox('pitm', 0, u16(1))
  const coded = Buffer.alloc(512, 0x5a)
  const iloc = (offset: number) =>
    fullBox(
      'iloc',
      0,
      Buffer.from([0x44, 0x00]),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(offset),
      u32(coded.length),
    )
  const assemble = (offset: number) =>
    Buffer.concat([
      ftyp,
      fullBox('meta', 0, hdlr, pitm, iloc(offset), iinf, iprp),
      box('mdat', coded),
    ])
  // The item location points into mdat, which comes after meta; the offset does not change its size.
  return assemble(assemble(0).length - coded.length)
}

/** The same file with its ftyp brands changed, e.g. an AVIF (AV1 in HEIF) branded as HEIC. */
export function withBrands(isoFile: Buffer, major: string, compatible: string[]): Buffer {
  const oldFtypSize = isoFile.readUInt32BE(0)
  const ftyp = box(
    'ftyp',
    Buffer.from(major, 'latin1'),
    u32(0),
    Buffer.from(compatible.join(''), 'latin1'),
  )
  if (ftyp.length !== oldFtypSize)
    throw new Error('withBrands keeps the ftyp size so item offsets stay valid')
  return Buffer.concat([ftyp, isoFile.subarray(oldFtypSize)])
}
