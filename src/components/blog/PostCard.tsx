import { MediaImage } from '@/components/content/MediaImage'
import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { longDate } from '@/lib/format/dates'
import type { Post } from '@/payload-types'

export function PostGrid({
  posts,
  className,
  headingLevel: Heading = 'h3',
}: {
  posts: Post[]
  className: string
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {posts.map((post) => (
        <li
          key={post.id}
          className="relative flex flex-col overflow-hidden rounded-3xl border border-linen bg-white transition-shadow focus-within:shadow-md hover:shadow-md"
        >
          <MediaImage
            media={post.coverImage}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <p className="text-sm text-muted">
              <time dateTime={post.date}>{longDate(post.date)}</time>
            </p>
            <Heading className="mt-2 text-2xl font-semibold">
              <Link
                href={PUBLIC_PATH.posts(post.slug)}
                className="after:absolute after:inset-0 after:content-['']"
              >
                {post.title}
              </Link>
            </Heading>
            <p className="mt-3 text-muted">{post.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
