/** @jest-environment node */
import type { CollectionConfig, Config, Field, PayloadRequest } from 'payload'

import { publicMediaOrigin } from '@/lib/env/s3Settings'
import type { S3Settings } from '@/lib/storage/s3ClientConfig'
import { objectStorage } from '@/plugins/objectStorage'
import { testS3Settings } from '../support/s3Settings'

const settings = testS3Settings({ publicUrl: 'https://cdn.roomwise.test' })
const upload = (slug: string): CollectionConfig => ({
  slug,
  fields: [{ name: 'alt', type: 'text' }],
  upload: { staticDir: `/tmp/${slug}`, imageSizes: [{ name: 'thumbnail', width: 320 }] },
})
const baseConfig = (): Config =>
  ({
    collections: [upload('media'), upload('redesign-images'), { slug: 'posts', fields: [] }],
  }) as Config

const collectionOf = async (s3: S3Settings | undefined, slug: string) =>
  (await objectStorage(s3)(baseConfig())).collections!.find((c) => c.slug === slug)!
const named = (fields: Field[], name: string) =>
  fields.find((field) => 'name' in field && field.name === name)
const urlFor = async (collection: CollectionConfig, filename: string) => {
  const url = named(collection.fields, 'url') as {
    hooks: { afterRead: ((a: object) => unknown)[] }
  }
  return url.hooks.afterRead[0]!({
    data: { filename },
    value: `/api/${collection.slug}/file/${filename}`,
  })
}

describe('the object storage plugin', () => {
  it('changes no collection without S3 settings', async () => {
    const media = await collectionOf(undefined, 'media')
    expect(media).toEqual(upload('media'))
  })

  it('moves both upload collections to the bucket, adding no column', async () => {
    for (const slug of ['media', 'redesign-images']) {
      const collection = await collectionOf(settings, slug)
      expect(collection.upload).toMatchObject({ disableLocalStorage: true, adapter: 's3' })
      // The plugin's per-document prefix column would change the schema: dropped.
      expect(named(collection.fields, 'prefix')).toBeUndefined()
    }
    expect(await collectionOf(settings, 'posts')).toEqual({ slug: 'posts', fields: [] })
  })

  it('addresses public Media at S3_PUBLIC_URL and private images only through the app', async () => {
    expect(await urlFor(await collectionOf(settings, 'media'), 'sofa.webp')).toBe(
      'https://cdn.roomwise.test/media/sofa.webp',
    )
    expect(await urlFor(await collectionOf(settings, 'redesign-images'), 'a1.jpg')).toBe(
      '/api/redesign-images/file/a1.jpg',
    )
    const noPublicUrl = await collectionOf({ ...settings, publicUrl: undefined }, 'media')
    expect(await urlFor(noPublicUrl, 'sofa.webp')).toBe('/api/media/file/sofa.webp')
  })

  it('ignores a ?prefix= that would pick another collection’s folder', async () => {
    const collection = await collectionOf(settings, 'redesign-images')
    const handlers = typeof collection.upload === 'object' ? collection.upload.handlers! : []
    expect(handlers).toHaveLength(1)
    // With a prefix from the address the adapter would use it as is; without one it looks the
    // document's own prefix up (ours: none, so the collection's). The lookup is stopped there.
    let lookedUp = false
    const req = {
      headers: new Headers(),
      payload: {
        find: async () => {
          lookedUp = true
          throw new Error('stop here')
        },
        logger: { error: () => undefined },
      },
    } as unknown as PayloadRequest
    const response = await handlers[0]!(req, {
      doc: {} as never,
      headers: new Headers(),
      params: { collection: 'redesign-images', filename: 'a1.jpg', prefix: 'media' },
    })
    expect(lookedUp).toBe(true)
    expect((response as Response).status).toBe(500)
  })
})

describe('the public Media origin for the Content-Security-Policy', () => {
  it('is the origin of S3_PUBLIC_URL, or nothing', () => {
    expect(publicMediaOrigin({ S3_PUBLIC_URL: 'https://cdn.roomwise.test/assets' })).toBe(
      'https://cdn.roomwise.test',
    )
    expect(publicMediaOrigin({ S3_PUBLIC_URL: '' })).toBeUndefined()
    expect(publicMediaOrigin({})).toBeUndefined()
    expect(publicMediaOrigin({ S3_PUBLIC_URL: 'not a url' })).toBeUndefined()
  })
})
