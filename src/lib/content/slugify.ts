/** "Mid-Century Modern!" → "mid-century-modern": lower-case ASCII words joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const GENERATED_SLUG_MAX_LENGTH = 80

export function slugFromTitle(title: string): string {
  const slug = slugify(title)
  if (slug.length <= GENERATED_SLUG_MAX_LENGTH) return slug
  const cut = slug.slice(0, GENERATED_SLUG_MAX_LENGTH + 1)
  const lastWord = cut.lastIndexOf('-')
  return lastWord > 0 ? cut.slice(0, lastWord) : cut.slice(0, GENERATED_SLUG_MAX_LENGTH)
}
