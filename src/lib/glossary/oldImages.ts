import { z } from 'zod'

import { PUBLIC_PATH } from '@/lib/content/paths'
import { getGlossaryEntry } from '@/lib/content/queries'
import { SLUG_PATTERN } from '@/lib/content/slugify'
import { docOf } from '@/lib/payload/idOf'
import { matchRedirect } from '@/lib/redirects/matchRedirect'
import { redirectRules } from '@/lib/redirects/redirectRules'
import type { Media } from '@/payload-types'

const OldImage = z.object({
  group: z.enum(['styles', 'furniture', 'rooms']),
  file: z
    .string()
    .max(120)
    .regex(/\.webp$/i),
})

// "Hammock%20Chair.webp" → "hammock-chair"; undefined for anything else.
export function slugOfOldImage(params: unknown): string | undefined {
  const parsed = OldImage.safeParse(params)
  if (!parsed.success) return undefined
  const slug = parsed.data.file
    .slice(0, -'.webp'.length)
    .toLowerCase()
    .replace(/%20|[ _]/g, '-')
  return SLUG_PATTERN.test(slug) ? slug : undefined
}

const GLOSSARY_PATH = new RegExp(`^${PUBLIC_PATH.glossary('([a-z0-9-]+)')}$`)

// The entry's image by slug, or through the editors' redirect of its old address.
export async function oldImageLocation(params: unknown): Promise<string | undefined> {
  const slug = slugOfOldImage(params)
  if (!slug) return undefined
  let entry = await getGlossaryEntry(slug)
  if (!entry) {
    const moved = matchRedirect(await redirectRules(), PUBLIC_PATH.glossary(slug))
    const movedSlug = moved && GLOSSARY_PATH.exec(moved.location)?.[1]
    entry = movedSlug ? await getGlossaryEntry(movedSlug) : undefined
  }
  return docOf<Media>(entry?.image)?.url ?? undefined
}
