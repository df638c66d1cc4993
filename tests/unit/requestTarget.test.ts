/** @jest-environment node */
import type { IncomingMessage } from 'node:http'

import {
  INVALID_TARGET_PATH,
  MAX_REQUEST_TARGET_BYTES,
  normalizeRequestTarget,
  refuseOverlongTarget,
  TOO_LONG_PATH,
} from '@/lib/http/requestTarget'

const routed = (url: string) => {
  const request = { url } as IncomingMessage
  refuseOverlongTarget(request)
  normalizeRequestTarget(request)
  return request.url
}

describe('request targets, before Next parses them', () => {
  it('leaves paths alone, encoded ones included', () => {
    for (const path of ['/', '/glossary/japandi', '/glossary/caf%C3%A9?q=%25', '//x', '/a?b=%E0'])
      expect(routed(path)).toBe(path)
  })

  it('sends what no route could match to the 400 route', () => {
    for (const target of [
      '/%E0%A4%A',
      '/api/posts/%E0%A4%A',
      '/glossary/%ff%fe',
      '*',
      'x:y',
      'ftp://a/b',
    ])
      expect(routed(target)).toBe(INVALID_TARGET_PATH)
  })

  it('reads an absolute-form target as its path and query, never its host', () => {
    expect(routed('http://evil.example/glossary?q=1')).toBe('/glossary?q=1')
    expect(routed('https://evil.example')).toBe('/')
    expect(routed('http://evil.example/%E0%A4%A')).toBe(INVALID_TARGET_PATH)
  })

  it('still sends an over-long target to the 414 route', () => {
    expect(routed(`/${'a'.repeat(MAX_REQUEST_TARGET_BYTES)}`)).toBe(TOO_LONG_PATH)
  })
})
