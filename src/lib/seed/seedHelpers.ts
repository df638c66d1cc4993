import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import sharp from 'sharp'

import { illustrationFor } from '@/lib/content/contentFiles'
import type { LinkTarget } from '@/lib/content/markdownToLexical'
import { findFirst } from '@/lib/payload/findDoc'
import type { Glossary, Page, Post } from '@/payload-types'

type SluggedCollection = Extract<
  CollectionSlug,
  'glossary' | 'posts' | 'pages' | 'categories' | 'authors' | 'plans'
>

export async function slugIndex(
  payload: Payload,
  collection: SluggedCollection,
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    limit: 1000,
    depth: 0,
    draft: true,
    pagination: false,
    select: { slug: true },
  })
  return new Map(docs.map((doc) => [(doc as { slug: string }).slug, doc.id as number]))
}

const ROUTES: Record<string, SluggedCollection> = {
  glossary: 'glossary',
  blog: 'posts',
  pages: 'pages',
}

export function linkResolver(
  indexes: Partial<Record<SluggedCollection, Map<string, number>>>,
  source: string,
) {
  return (href: string): LinkTarget | undefined => {
    const match = /^\/(glossary|blog|pages)\/([a-z0-9-]+)\/?$/.exec(href)
    const collection = match ? ROUTES[match[1]!] : undefined
    const id = collection ? indexes[collection]?.get(match![2]!) : undefined
    if (!collection || id === undefined)
      throw new Error(`${source} links to ${href}, which is not a document of the site.`)
    return { relationTo: collection, id }
  }
}

export const SEED_CONTEXT = { skipRevalidate: true }

export const createSeeded = <C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  data: RequiredDataFromCollectionSlug<C>,
) => payload.create({ collection, data, context: SEED_CONTEXT, depth: 0 })

export function idFor(index: Map<string, number>, slug: string, what: string, source: string) {
  const id = index.get(slug)
  if (id === undefined) throw new Error(`${source}: unknown ${what} ${slug}`)
  return id
}

export const publishSeeded = (
  payload: Payload,
  collection: 'glossary' | 'posts' | 'pages',
  id: number,
  data: Partial<Glossary> | Partial<Post> | Partial<Page>,
) =>
  payload.update({
    collection,
    id,
    data: { ...data, _status: 'published' },
    context: SEED_CONTEXT,
    depth: 0,
  })

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

/** The Media doc drawn from a content file's SVG twin, made on first use. */
export async function ensureIllustration(
  payload: Payload,
  source: { file: string },
  name: string,
  alt: string,
): Promise<number> {
  const filename = `${name}.webp`
  const existing = await findFirst(payload, 'server', {
    collection: 'media',
    where: { filename: { equals: filename } },
  })
  if (existing) return existing.id
  const data = await renderWebp(illustrationFor(source.file))
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    context: SEED_CONTEXT,
    depth: 0,
  })
  return media.id
}
