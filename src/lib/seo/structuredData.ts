import { PUBLIC_PATH } from '@/lib/content/paths'

export type Crumb = { name: string; path: string }

export const absolute = (base: string, path: string) => new URL(path, base).toString()

export function breadcrumbList(base: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(base, crumb.path),
    })),
  }
}

export const GLOSSARY_SET_PATH = '/glossary'

type Term = { title: string; slug: string; description: string; image?: string }

const definedTermOf = (base: string, term: Term) => ({
  '@type': 'DefinedTerm',
  name: term.title,
  description: term.description,
  url: absolute(base, PUBLIC_PATH.glossary(term.slug)),
})

export function definedTermSet(base: string, terms: Term[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': absolute(base, GLOSSARY_SET_PATH),
    name: 'Roomwise interior design glossary',
    url: absolute(base, GLOSSARY_SET_PATH),
    hasDefinedTerm: terms.map((term) => definedTermOf(base, term)),
  }
}

export function definedTerm(base: string, term: Term) {
  return {
    '@context': 'https://schema.org',
    ...definedTermOf(base, term),
    ...(term.image ? { image: absolute(base, term.image) } : {}),
    inDefinedTermSet: absolute(base, GLOSSARY_SET_PATH),
  }
}

export function faqPage(questions: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

export function blogPosting(
  base: string,
  post: {
    title: string
    description: string
    slug: string
    date: string
    updatedAt: string
    image?: string
  },
  authors: { name: string; url?: string | null }[],
  publisher: string,
) {
  const url = absolute(base, PUBLIC_PATH.posts(post.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    dateModified: post.updatedAt,
    ...(post.image ? { image: absolute(base, post.image) } : {}),
    author: authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.url ? { url: author.url } : {}),
    })),
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: { '@type': 'ImageObject', url: absolute(base, '/favicon.svg') },
    },
  }
}
