import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import { objectKey, STORED_COLLECTIONS, type StoredCollection } from '@/lib/storage/objectKey'
import { s3ClientConfig, type S3Settings } from '@/lib/storage/s3ClientConfig'

/** S3 when configured, else local disk; private images only via Payload's access-checked file route. */
export function objectStorage(s3: S3Settings | undefined): Plugin {
  // Registered disabled without S3 so the admin import map is the same file in both modes.
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

/** Our prefixes never vary, so the `prefix` field goes; `?prefix=` is refused (staffOnlyApi.ts). */
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
            // Client uploads are never ours: answer nothing should one get past the body check.
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
