import { PostGrid } from '@/components/blog/PostCard'
import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { MediaImage } from '@/components/content/MediaImage'
import { RelatedSection, TitledSection } from '@/components/content/TitledSection'
import { RichText } from '@/components/content/RichText'
import { JsonLd } from '@/components/seo/JsonLd'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { getPost } from '@/lib/content/queries'
import { slugPage } from '@/lib/content/slugPage'
import { getSettings } from '@/lib/env'
import { longDate } from '@/lib/format/dates'
import { docsOf, publishedDocsOf } from '@/lib/payload/idOf'
import { blogPosting } from '@/lib/seo/structuredData'
import { getSiteSettings } from '@/lib/site/getSiteSettings'
import type { Author, Category, Post } from '@/payload-types'

type Props = { params: Promise<{ slug: string }> }

const route = slugPage('posts', '/blog', getPost, (post) => ({
  image: post.coverImage,
  type: 'article',
  publishedTime: post.date,
}))
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function BlogPostPage(props: Props) {
  const post = await route.document(props)
  const [site, base] = [await getSiteSettings(), getSettings().appUrl]
  const authors = docsOf<Author>(post.authors)
  const categories = docsOf<Category>(post.categories)
  const related = publishedDocsOf<Post>(post.related)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title, path: PUBLIC_PATH.posts(post.slug) },
  ]
  const cover = typeof post.coverImage === 'object' ? post.coverImage : undefined

  return (
    <article className="container-page pt-10">
      <JsonLd
        data={blogPosting(
          base,
          { ...post, image: cover?.url ?? undefined },
          authors.map((a) => ({ name: a.name, url: a.profileUrl })),
          site.name,
        )}
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className="mx-auto mt-8 max-w-3xl">
        {categories.length > 0 && (
          <p className="text-sm font-semibold uppercase tracking-widest text-clay-dark">
            {categories.map((c) => c.title).join(' · ')}
          </p>
        )}
        <h1 className="mt-2 text-4xl font-semibold leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-xl leading-relaxed text-muted">{post.description}</p>
        <p className="mt-6 text-muted">
          By {authors.map((author) => author.name).join(' and ')} ·{' '}
          <time dateTime={post.date}>{longDate(post.date)}</time>
        </p>
      </header>
      <MediaImage
        media={post.coverImage}
        sizes="(min-width: 1152px) 1100px, 100vw"
        priority
        className="mx-auto mt-10 h-auto w-full max-w-5xl rounded-3xl border border-linen bg-white"
      />
      <div className="mx-auto mt-12 max-w-3xl">
        <RichText data={post.body} />
        <TitledSection
          id="authors-heading"
          title={`About the ${authors.length > 1 ? 'authors' : 'author'}`}
          className="mt-14 rounded-2xl bg-sand p-6"
          headingClassName="text-2xl font-semibold"
        >
          <ul className="mt-4 space-y-5">
            {authors.map((author) => (
              <li key={author.id} className="flex gap-4">
                <MediaImage
                  media={author.avatar}
                  sizes="64px"
                  className="h-16 w-16 shrink-0 rounded-full"
                />
                <div>
                  <p className="font-semibold">
                    {author.name}
                    {author.role && (
                      <span className="font-normal text-muted"> · {author.role}</span>
                    )}
                  </p>
                  <p className="mt-1 text-muted">{author.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <RelatedSection id="related-posts" title="Keep reading" count={related.length}>
        <PostGrid posts={related} className="mt-6" />
      </RelatedSection>
    </article>
  )
}
