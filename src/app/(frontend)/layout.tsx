import './globals.css'

import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { getSettings } from '@/lib/env'
import { getSiteSettings } from '@/lib/site/getSiteSettings'
import { navLinks } from '@/lib/site/navLinks'

// Self-hosted, metric-matched fallbacks; only the display font preloads, Inter is `optional`.
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
  adjustFontFallback: 'Arial',
})

const fraunces = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
})

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  const description = site.description.charAt(0).toUpperCase() + site.description.slice(1) + '.'
  return {
    metadataBase: new URL(getSettings().appUrl),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s · ${site.name}` },
    description,
    applicationName: site.name,
    openGraph: {
      siteName: site.name,
      type: 'website',
      images: [{ url: site.ogImage, width: 1200, height: 630 }],
    },
    twitter: { card: 'summary_large_image', images: [site.ogImage] },
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { themeColor: '#fbf8f3' }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const site = await getSiteSettings()
  const links = navLinks(site)
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader siteName={site.name} links={links} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter siteName={site.name} tagline={site.tagline} links={links} />
      </body>
    </html>
  )
}
