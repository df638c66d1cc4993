export const SITE_DEFAULTS = {
  name: 'Roomwise',
  tagline: 'interior design AI for top home decor trends',
  description: 'upload a photo and get a room makeover in seconds',
  url: 'https://roomwise.app',
  ogImage: '/_static/og_image.png',
  links: [
    { label: 'Glossary', url: '/glossary' },
    { label: 'Blog', url: '/blog' },
    { label: 'Pricing', url: '/pricing' },
  ],
}

export const SUPPORT_EMAIL = 'support@roomwise.app'
