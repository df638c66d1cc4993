import { PostGrid } from '@/components/blog/PostCard'
import { listPosts } from '@/lib/content/queries'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const metadata = {
  ...pageMetadata({
    title: 'Blog',
    description:
      'Ideas, honest advice and inspiration for redesigning your home, with and without AI.',
    path: '/blog',
  }),
  alternates: { canonical: '/blog', types: { 'application/rss+xml': '/blog/rss.xml' } },
}

export default async function BlogIndexPage() {
  const posts = await listPosts()
  return (
    <div className="container-page pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">The Roomwise blog</h1>
      <p className="mt-4 max-w-2xl text-xl text-muted">
        Ideas, honest advice and inspiration for redesigning your home, with and without AI.
      </p>
      <PostGrid posts={posts} className="mt-10" headingLevel="h2" />
    </div>
  )
}
