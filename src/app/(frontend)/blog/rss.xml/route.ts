import { listPosts } from '@/lib/content/queries'
import { getSettings } from '@/lib/env'
import { getSiteSettings } from '@/lib/site/getSiteSettings'

export const dynamic = 'force-static'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function GET() {
  const [posts, site] = await Promise.all([listPosts(50), getSiteSettings()])
  const base = getSettings().appUrl
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escape(post.title)}</title>
      <link>${base}/blog/${post.slug}</link>
      <guid isPermaLink="true">${base}/blog/${post.slug}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <description>${escape(post.description)}</description>
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escape(site.name)} blog</title>
    <link>${base}/blog</link>
    <description>${escape(site.tagline)}</description>
    <language>en</language>
    <atom:link href="${base}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
