import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { findFirst } from '@/lib/payload/findDoc'
import { SEED_CONTEXT } from './slugIndex'

// Rendering a detailed SVG takes most of a second: results are cached by the drawing's bytes.
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'roomwise-illustrations')

async function renderWebp(svgFile: string): Promise<Buffer> {
  const svg = fs.readFileSync(svgFile)
  const cached = path.join(
    CACHE_DIR,
    `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.webp`,
  )
  try {
    return fs.readFileSync(cached)
  } catch {
    const data = await sharp(svg, { density: 96 }).webp({ quality: 82 }).toBuffer()
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    fs.writeFileSync(cached, data)
    return data
  }
}

export async function ensureIllustration(
  payload: Payload,
  svgFile: string,
  name: string,
  alt: string,
): Promise<number> {
  const filename = `${name}.webp`
  const existing = await findFirst(payload, 'server', {
    collection: 'media',
    where: { filename: { equals: filename } },
  })
  if (existing) return existing.id
  const data = await renderWebp(svgFile)
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    context: SEED_CONTEXT,
    depth: 0,
  })
  return media.id
}
