/** @jest-environment node */
import { objectKey } from '@/lib/storage/objectKey'
import { isMissingObject } from '@/lib/storage/bucketObjects'
import { describeStore, s3ClientConfig, S3_LIMITS } from '@/lib/storage/s3ClientConfig'
import { testS3Settings } from '../support/s3Settings'

const settings = testS3Settings()

describe('the S3 client configuration from the S3_ settings', () => {
  it('passes the store, the keys and the address style through', () => {
    expect(s3ClientConfig(settings)).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
    })
  })

  it('leaves AWS’s own endpoint and credential chain when they are not set', () => {
    const config = s3ClientConfig({
      ...settings,
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(config.endpoint).toBeUndefined()
    expect(config.credentials).toBeUndefined()
    expect(config.forcePathStyle).toBe(false)
  })

  it('computes checksums only when S3 requires them (stream bodies stay plain)', () => {
    expect(s3ClientConfig(settings)).toMatchObject({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it('bounds every call: connect, idle and total timeouts that throw, and a few retries', () => {
    const config = s3ClientConfig(settings)
    expect(config.maxAttempts).toBe(S3_LIMITS.maxAttempts)
    expect(S3_LIMITS.maxAttempts).toBeLessThanOrEqual(5)
    expect(config.requestHandler).toMatchObject({
      connectionTimeout: S3_LIMITS.connectionTimeoutMs,
      socketTimeout: S3_LIMITS.idleTimeoutMs,
      requestTimeout: S3_LIMITS.requestTimeoutMs,
      throwOnRequestTimeout: true,
    })
    for (const limit of [
      S3_LIMITS.connectionTimeoutMs,
      S3_LIMITS.idleTimeoutMs,
      S3_LIMITS.requestTimeoutMs,
    ])
      expect(limit).toBeGreaterThan(0)
  })

  it('names the store in messages without its keys', () => {
    expect(describeStore(settings)).toBe('bucket "roomwise" at http://127.0.0.1:9000')
    expect(describeStore({ ...settings, endpoint: undefined })).toBe(
      'bucket "roomwise" at AWS S3 (eu-west-1)',
    )
    expect(describeStore(settings)).not.toContain('secret')
  })
})

describe('object keys', () => {
  it('put each collection under its own prefix', () => {
    expect(objectKey('media', 'sofa.webp')).toBe('media/sofa.webp')
    expect(objectKey('redesign-images', 'a1b2.jpg')).toBe('redesign-images/a1b2.jpg')
  })

  it('refuse names that are not one plain file name', () => {
    for (const name of ['', '.', '..', '../media/x.jpg', 'a/b.jpg', 'a\\b.jpg', 'a\0.jpg'])
      expect(() => objectKey('redesign-images', name)).toThrow(/Not a stored file name/)
  })
})

describe('a missing object', () => {
  it('is told apart from a store that failed', () => {
    expect(isMissingObject({ name: 'NoSuchKey' })).toBe(true)
    expect(isMissingObject({ name: 'NotFound' })).toBe(true)
    expect(isMissingObject({ name: 'Unknown', $metadata: { httpStatusCode: 404 } })).toBe(true)
    expect(isMissingObject({ name: 'TimeoutError' })).toBe(false)
    expect(isMissingObject(new Error('connect ECONNREFUSED'))).toBe(false)
    expect(isMissingObject(undefined)).toBe(false)
  })
})
