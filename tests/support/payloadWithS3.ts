import type { Payload } from 'payload'

import { sharedPayload } from './payload'
import { startS3StandIn, type S3StandIn } from './s3StandIn'

/**
 * Payload for the test file, keeping its files in an S3 stand-in (s3rver): the stand-in starts and
 * its S3_ settings are set before Payload boots (the plugin list and the settings are read once, at
 * load); after the file, the environment is restored and the stand-in stopped. Call at the top of
 * a file, in place of sharedPayload().
 */
export function sharedPayloadWithS3(): { payload: () => Payload; s3: () => S3StandIn } {
  let s3: S3StandIn | undefined
  const envBefore = { ...process.env }
  beforeAll(async () => {
    s3 = await startS3StandIn()
    Object.assign(process.env, s3.env)
  }, 60_000)

  const payload = sharedPayload()

  afterAll(async () => {
    for (const key of Object.keys(s3?.env ?? {})) {
      if (key in envBefore) process.env[key] = envBefore[key]
      else delete process.env[key]
    }
    await s3?.stop()
  })
  return {
    payload,
    s3: () => {
      if (!s3) throw new Error('The S3 stand-in is used before the file’s beforeAll started it')
      return s3
    },
  }
}
