import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

export function PostGrid({ posts, className = '' }: { posts: Post[]; className?: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel="h3" />
      ))}
    </ul>
  )
}
