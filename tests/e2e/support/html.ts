import { JSDOM } from 'jsdom'

import { baseURL } from './browser'

export type FetchedPage = {
  status: number
  html: string
  document: Document
  location: string | null
}

/** Fetches a page as a crawler would (no JavaScript) and parses it. */
export async function fetchPage(path: string, init: RequestInit = {}): Promise<FetchedPage> {
  const response = await fetch(new URL(path, baseURL()), {
    redirect: 'manual',
    ...init,
    signal: AbortSignal.timeout(30_000),
  })
  const html = await response.text()
  return {
    status: response.status,
    html,
    document: new JSDOM(html).window.document,
    location: response.headers.get('location'),
  }
}

export const h1Text = (document: Document) =>
  [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim())
