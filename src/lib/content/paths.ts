export const PUBLIC_PATH = {
  glossary: (slug: string) => `/glossary/${slug}`,
  posts: (slug: string) => `/blog/${slug}`,
  pages: (slug: string) => `/pages/${slug}`,
  categories: (slug: string) => `/glossary/category/${slug}`,
} as const

export type PublicCollection = keyof typeof PUBLIC_PATH

export function publicPath(collection: string, slug: string): string | undefined {
  return collection in PUBLIC_PATH ? PUBLIC_PATH[collection as PublicCollection](slug) : undefined
}
