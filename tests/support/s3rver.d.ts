// s3rver ships no types; this is the part of its API the S3 stand-in uses.
declare module 's3rver' {
  import type { Server } from 'node:http'
  import type { AddressInfo } from 'node:net'

  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: string[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    httpServer?: Server
    close(): Promise<void>
  }
}
