import localFont from 'next/font/local'

// Self-hosted from the @fontsource npm packages: no request to a font service at build or run time.
// next/font gives each a local fallback scaled to the same metrics, so text drawn before the font
// arrives does not move when it does (Lighthouse: layout shift 0.125 → 0).
// Only the display font is preloaded. Inter's preload (49 kB) competed on a slow phone connection
// with the page's scripts, delaying the largest paint, which is text drawn in the fallback anyway.
// Not preloaded, Inter swapping in moved the home page's text (layout shift 0.084), so it is
// `optional`: used when it is there within the first moments (cached, every later page), else
// the first page keeps the metric-matched fallback and nothing moves (bench/README.md).
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
  adjustFontFallback: 'Arial',
})

export const fraunces = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
})
