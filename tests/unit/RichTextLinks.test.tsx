import { render, screen } from '@testing-library/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { RichText } from '@/components/content/RichText'
import { linkAddressProblem } from '@/lib/content/linkAddress'
import { customLink, paragraph, text } from '@/lib/content/lexicalNodes'

const body = (...links: ReturnType<typeof customLink>[]) =>
  ({
    root: {
      type: 'root',
      children: [paragraph(links)],
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }) as unknown as SerializedEditorState

const WEB_AND_CONTACT = [
  'https://example.com/a?b#c',
  'http://x.test',
  'mailto:hi@example.com',
  'tel:+441234',
]
const ON_THIS_SITE = ['/pricing', '#faq', '?page=2']

describe('typed link addresses', () => {
  it('are links to the web, e-mail, telephone and this site only', () => {
    for (const open of [...WEB_AND_CONTACT, ...ON_THIS_SITE])
      expect(linkAddressProblem(open)).toBeNull()
    expect(linkAddressProblem('javascript:alert(1)')).toBe(
      'starts with javascript:, which is not a web address; use https://, mailto: or tel:',
    )
    // The URL parser drops the tab and lowers the case, as a browser does.
    for (const script of ['JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)'])
      expect(linkAddressProblem(script)).toMatch(/^starts with javascript:/)
    expect(linkAddressProblem('data:text/html,<b>x</b>')).toMatch(/^starts with data:/)
    expect(linkAddressProblem('vbscript:x')).toMatch(/^starts with vbscript:/)
    for (const partial of ['www.example.com', '//evil.example', '/\\evil.example'])
      expect(linkAddressProblem(partial)).toBe(
        'is not a full address; start it with https:// (or / for a page on this site)',
      )
  })

  it('render as links when a browser should open them, and as their text otherwise', () => {
    render(
      <RichText
        data={body(
          customLink([text('Read the guide')], 'https://example.com/guide'),
          customLink([text('Write to us')], 'mailto:hi@example.com'),
          customLink([text('Click me')], 'javascript:alert(1)'),
          customLink([text('Open this')], 'data:text/html,<script>alert(1)</script>'),
        )}
      />,
    )
    expect(screen.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:hi@example.com',
    )
    expect(screen.getAllByRole('link')).toHaveLength(2)
    // The refused links' words stay in the paragraph, as plain text.
    expect(screen.getByText(/Click meOpen this$/)).toBeVisible()
  })
})
