import { z } from 'zod'

import { PUBLIC_PATH } from '@/lib/content/paths'
import { getGlossaryEntry } from '@/lib/content/queries'
import { SLUG_PATTERN } from '@/lib/content/slugify'
import { docOf } from '@/lib/payload/idOf'
import { matchRedirect } from '@/lib/redirects/matchRedirect'
import { redirectRules } from '@/lib/redirects/redirectRules'
import type { Media } from '@/payload-types'

/** The old site's image addresses: /images/glossary/<group>/<file>.webp (names longer are not ours). */
const OldImage = z.object({
  group: z.enum(['styles', 'furniture', 'rooms']),
  file: z
    .string()
    .max(120)
    .regex(/\.webp$/i),
})

/**
 * The entry slug an old image's file name stands for: lower-cased, with spaces, `%20` and
 * underscores read as hyphens ("Hammock%20Chair.webp" → "hammock-chair"); undefined otherwise.
 */
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

/**
 * Where an old image address now lives: the published entry's image, found by slug, or through the
 * editors' redirect of the entry's old address (the old site's /glossary/morrocan was moroccan).
 */
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
