import localFont from 'next/font/local'

// Self-hosted via @fontsource with metric-matched fallbacks: text does not move when a font arrives.
// Only the display font is preloaded; Inter is `optional`, so a first page keeps its fallback.
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
