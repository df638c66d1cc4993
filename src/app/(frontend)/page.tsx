import fs from 'node:fs'
import path from 'node:path'

import { PostGrid } from '@/components/blog/PostCard'
import { PillLinks } from '@/components/content/PillLinks'
import { TitledSection } from '@/components/content/TitledSection'
import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { listGlossary, listPosts } from '@/lib/content/queries'
import { STYLE_CATEGORY } from '@/lib/redesign/styles'
import { getSiteSettings } from '@/lib/site/getSiteSettings'

// Inlined as a data address: the hero (the largest paint) needs no request of its own.
const drawing = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  fs.readFileSync(path.join(process.cwd(), 'public/illustrations/before-after.svg'), 'utf8'),
)}`

const STEPS = [
  {
    title: 'Upload a photo',
    body: 'Snap the room with your phone or drop in a picture you already have. Daylight and a wide angle work best.',
  },
  {
    title: 'Pick a room type and a style',
    body: 'Choose from two dozen interior styles, from Japandi to Art Deco, and add notes such as “keep the fireplace”.',
  },
  {
    title: 'Get your redesign',
    body: 'In about 30 seconds you see your own room restyled, side by side with the original, ready to download.',
  },
]

const HOME_HEADING = 'text-3xl font-semibold sm:text-4xl'

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/\.?$/, '.')

export default async function HomePage() {
  const [site, posts, glossary] = await Promise.all([
    getSiteSettings(),
    listPosts(3),
    listGlossary(),
  ])
  const styles = glossary.filter((entry) => entry.category?.slug === STYLE_CATEGORY)
  return (
    <>
      <section className="container-page grid items-center gap-12 pt-14 sm:pt-20 lg:grid-cols-2">
        <div>
          <p className="font-semibold uppercase tracking-widest text-clay">AI room redesign</p>
          <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-6xl">
            {sentence(site.tagline).slice(0, -1)}
          </h1>
          <p className="mt-5 max-w-xl text-xl text-muted">{sentence(site.description)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/redesign" className="btn-primary">
              Redesign a room
            </Link>
            <Link href="/glossary" className="btn-secondary">
              Explore styles
            </Link>
          </div>
        </div>
        <figure className="overflow-hidden rounded-3xl border border-linen bg-white shadow-sm">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data address: nothing to optimise or fetch */}
          <img
            src={drawing}
            width={640}
            height={420}
            className="h-auto w-full"
            alt="The same living room before and after a redesign: bare walls and an old sofa on the left; a sage wall, a terracotta sofa, a rug, art and plants on the right."
          />
          <figcaption className="flex justify-between px-5 py-3 text-sm font-medium text-muted">
            <span>Before</span>
            <span>After</span>
          </figcaption>
        </figure>
      </section>
      <TitledSection
        id="how-heading"
        title="How it works"
        className="container-page mt-24"
        headingClassName={HOME_HEADING}
      >
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-linen bg-white p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-sage-light font-display text-lg font-semibold text-sage"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
      {styles.length > 0 && (
        <TitledSection
          id="styles-heading"
          title={`${styles.length} styles to try on your room`}
          className="container-page mt-24"
          headingClassName={HOME_HEADING}
        >
          <PillLinks className="mt-6" items={styles} href={PUBLIC_PATH.glossary} />
        </TitledSection>
      )}
      {posts.length > 0 && (
        <TitledSection
          id="posts-heading"
          title="Latest from the blog"
          className="container-page mt-24"
          headingClassName={HOME_HEADING}
          aside={
            <Link
              href="/blog"
              className="font-semibold text-clay-dark underline-offset-4 hover:underline"
            >
              All posts
            </Link>
          }
        >
          <PostGrid posts={posts} className="mt-8" />
        </TitledSection>
      )}
      <section aria-labelledby="start-heading" className="container-page mt-24">
        <div className="rounded-3xl bg-sage px-8 py-12 text-white sm:px-12">
          <h2 id="start-heading" className="text-3xl font-semibold">
            See your room in a new style today
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            Sign in with Google, upload one photo and try your first styles with the free credits
            every new account gets.
          </p>
          <Link href="/redesign" className="btn-primary mt-6 bg-white text-ink hover:bg-sand">
            Start your redesign
          </Link>
        </div>
      </section>
    </>
  )
}
