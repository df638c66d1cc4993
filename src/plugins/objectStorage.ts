import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import { objectKey, STORED_COLLECTIONS, type StoredCollection } from '@/lib/storage/objectKey'
import { s3ClientConfig, type S3Settings } from '@/lib/storage/s3ClientConfig'

/**
 * Media and redesign images in S3 when the S3_ settings are set; otherwise Payload keeps them on
 * the local disk as it always did. The adapter sets `disableLocalStorage`, uploads the original
 * and every derived size from memory, and removes a document's objects when Payload deletes it.
 *
 * Each collection has its own key prefix (objectKey). Private images are served only through
 * Payload's file route, which checks `read` access before the adapter streams the object: no
 * public and no presigned address exists for them, so access is decided on every request, a link
 * cannot be passed on, and our private Cache-Control still applies. Public Media may come straight
 * from S3_PUBLIC_URL (a CDN or the bucket's public address for the media/ prefix only).
 */
export function objectStorage(s3: S3Settings | undefined): Plugin {
  // Registered (disabled) without S3 too: the plugin then changes nothing but the admin import
  // map, which thereby is the same file in both modes (Payload's own advice).
  if (!s3)
    return s3Storage({
      enabled: false,
      bucket: '',
      config: {},
      collections: { media: true, 'redesign-images': true },
    })
  const publicUrl = s3.publicUrl
  const storage = s3Storage({
    bucket: s3.bucket,
    config: s3ClientConfig(s3),
    collections: {
      media: {
        prefix: 'media',
        ...(publicUrl && {
          generateFileURL: ({ filename }) => `${publicUrl}/${objectKey('media', filename)}`,
        }),
      },
      'redesign-images': { prefix: 'redesign-images' },
    },
  })
  return async (config: Config) => {
    const withStorage = await storage(config)
    return {
      ...withStorage,
      collections: withStorage.collections?.map((collection) =>
        isStored(collection.slug) ? withCollectionPrefixOnly(collection) : collection,
      ),
    }
  }
}

const isStored = (slug: string): slug is StoredCollection =>
  (STORED_COLLECTIONS as readonly string[]).includes(slug)

/**
 * The plugin adds a `prefix` column for per-document prefixes when a collection prefix is given;
 * ours never vary, so the field is dropped (no schema change: the database is the same with and
 * without S3) and the adapter falls back to the collection prefix for every key. A `?prefix=` on
 * the file address would let a request choose another collection's folder: it is ignored here and
 * refused by the file route (src/lib/payload/staffOnlyApi.ts).
 */
function withCollectionPrefixOnly(collection: CollectionConfig): CollectionConfig {
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return {
    ...collection,
    fields: collection.fields.filter((field) => !('name' in field && field.name === 'prefix')),
    upload: {
      ...upload,
      handlers: (upload.handlers ?? []).map(
        (handler) =>
          ((req, args) =>
            // A client-upload fetch (Payload reading a stored object to copy it) is never ours:
            // refused at the body check, and answered with nothing here should one get past it.
            'clientUploadContext' in args.params
              ? undefined
              : handler(req, {
                  ...args,
                  params: { ...args.params, prefix: undefined },
                })) as typeof handler,
      ),
    },
  }
}
