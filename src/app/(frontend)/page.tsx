import { PostGrid } from '@/components/blog/PostCard'
import { PillLinks } from '@/components/content/PillLinks'
import { TitledSection } from '@/components/content/TitledSection'
import { BeforeAfterSketch } from '@/components/home/BeforeAfterSketch'
import { HowItWorks } from '@/components/home/HowItWorks'
import { Link } from '@/components/site/Link'
import { PUBLIC_PATH } from '@/lib/content/paths'
import { listGlossary, listPosts } from '@/lib/content/queries'
import { STYLE_CATEGORY } from '@/lib/redesign/styles'
import { getSiteSettings } from '@/lib/site/getSiteSettings'

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
        <BeforeAfterSketch />
      </section>
      <HowItWorks />
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
