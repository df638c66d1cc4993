/** @jest-environment node */
import { matchRedirect, type RedirectRule } from '@/lib/redirects/matchRedirect'

const rules: RedirectRule[] = [
  { from: '/glossary/morrocan', to: '/glossary/moroccan', permanent: true },
  { from: '/gloassary/*', to: '/glossary/*', permanent: true },
  { from: '/old/deep/*', to: '/new/*', permanent: true },
  { from: '/old/*', to: '/elsewhere', permanent: true },
  { from: '/loop', to: '/loop', permanent: true },
]

describe('matchRedirect', () => {
  it.each([
    ['/glossary/morrocan', '/glossary/moroccan'],
    ['/glossary/morrocan/', '/glossary/moroccan'],
    ['/Glossary/Morrocan?ref=x', '/glossary/moroccan'],
    ['/gloassary/sofa', '/glossary/sofa'],
    ['/gloassary/category/colors', '/glossary/category/colors'],
    ['/old/deep/a/b', '/new/a/b'],
    ['/old/other', '/elsewhere'],
  ])('%s → %s', (from, to) => {
    expect(matchRedirect(rules, from)).toEqual({ location: to, permanent: true })
  })

  it.each(['/glossary/moroccan', '/gloassaryx', '/older/thing', '/loop'])(
    'leaves %s alone',
    (path) => {
      expect(matchRedirect(rules, path)).toBeUndefined()
    },
  )
})
