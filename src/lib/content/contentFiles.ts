import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { z } from 'zod'

import { contentDir } from '@/lib/env/directories'
import { SLUG_PATTERN } from './slugify'

const slug = z.string().regex(SLUG_PATTERN)
const isoDate = z.coerce.date().transform((date) => date.toISOString())

const glossarySchema = z.object({
  title: z.string().min(1),
  slug,
  category: slug,
  description: z.string().min(10),
  imageAlt: z.string().min(10),
  related: z.array(slug).min(1).max(6),
  palette: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/))
    .length(5)
    .optional(),
  promptKeywords: z.string().optional(),
  faq: z
    .array(z.object({ question: z.string().min(5), answer: z.string().min(5) }))
    .min(3)
    .max(4),
})

const postSchema = z.object({
  title: z.string().min(1),
  slug,
  description: z.string().min(10),
  date: isoDate,
  authors: z.array(slug).min(1),
  categories: z.array(slug).min(1),
  related: z.array(slug),
  coverAlt: z.string().min(10),
})

const authorSchema = z.object({
  name: z.string().min(1),
  slug,
  role: z.string().optional(),
  profileUrl: z.string().url().optional(),
  avatarAlt: z.string().min(5),
})

const pageSchema = z.object({
  title: z.string().min(1),
  slug,
  description: z.string().min(10),
  updated: isoDate,
})
const categorySchema = z.object({ title: z.string().min(1), slug, description: z.string().min(10) })

export type ContentDoc<T> = T & { body: string; file: string }

function readFolder<T extends z.ZodType>(folder: string, schema: T): ContentDoc<z.infer<T>>[] {
  const dir = path.join(contentDir(), folder)
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name)
      const parsed = matter(fs.readFileSync(file, 'utf8'))
      const result = schema.safeParse(parsed.data)
      if (!result.success) {
        const issues = result.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')
        throw new Error(`content/${folder}/${name} has invalid front matter: ${issues}`)
      }
      return Object.assign({}, result.data as z.infer<T>, { body: parsed.content.trim(), file })
    })
}

export const loadGlossary = () => readFolder('glossary', glossarySchema)
export const loadPosts = () => readFolder('posts', postSchema)
export const loadAuthors = () => readFolder('authors', authorSchema)
export const loadPages = () => readFolder('pages', pageSchema)
export const loadCategories = () => readFolder('categories', categorySchema)

export type GlossaryContent = ReturnType<typeof loadGlossary>[number]
export type PostContent = ReturnType<typeof loadPosts>[number]

export const illustrationFor = (file: string) => file.replace(/\.md$/, '.svg')
