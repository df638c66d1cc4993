/**
 * bench:js — first-load JavaScript per page: every script a modern browser fetches while loading
 * the HTML (`<script src>` without `nomodule`, plus `<link rel="preload" as="script">`), each
 * gzipped at zlib's default level and summed. Inline scripts (React's flight data) are shown
 * apart: they are part of the HTML document, not separate downloads.
 */
import zlib from 'node:zlib'

import { printConditions, printFigure, atMost } from './support/report'
import { PAGES, withSite } from './support/site'

const GOAL_KB = 150
const kB = (bytes: number) => bytes / 1000

function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1]
    if (src && !/\bnomodule\b/i.test(tag))
      urls.add(new URL(src.replace(/&amp;/g, '&'), pageUrl).href)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
    if (href && /\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag))
      urls.add(new URL(href.replace(/&amp;/g, '&'), pageUrl).href)
  }
  return [...urls]
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1])
    .join('\n')

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

printConditions('js')
await withSite('js', async (site) => {
  let allPass = true
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const pageUrl = site.baseUrl + pagePath
    const html = await fetchText(pageUrl)
    const urls = scriptUrls(html, pageUrl)
    let gzipped = 0
    let raw = 0
    for (const url of urls) {
      const body = Buffer.from(await fetchText(url))
      raw += body.length
      gzipped += zlib.gzipSync(body).length
    }
    console.info(
      `${name} (${pagePath}): ${urls.length} scripts, ${kB(raw).toFixed(1)} kB uncompressed`,
    )
    const meets = printFigure('first-load JS, gzip', kB(gzipped), 'kB', atMost(GOAL_KB))
    if (name === 'entry') allPass &&= meets
    printFigure(
      'inline scripts in the HTML (flight data), gzip',
      kB(zlib.gzipSync(inlineScripts(html)).length),
      'kB',
    )
  }
  console.info(`\nEntry page goal (≤ ${GOAL_KB} kB gzip): ${allPass ? 'PASS' : 'MISS'}`)
})
