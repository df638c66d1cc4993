import path from 'node:path'

import type { Env } from './mode'

/*
 * Where this process keeps and finds its files. Each may be moved by a setting (tests give every
 * server its own); relative defaults are from the directory the app runs in, the repository's.
 */

/** Local state: embedded database, generated secrets, e-mail outbox. Git-ignored. */
export function dataDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_DATA_DIR ?? path.join(process.cwd(), '.data'))
}

/** Uploaded public Media (content images) when they are not kept in S3. */
export function mediaDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_MEDIA_DIR ?? path.join(process.cwd(), 'media'))
}

/** The editorial content shipped with the code (content/README.md), which the seed reads. */
export function contentDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_CONTENT_DIR ?? path.join(process.cwd(), 'content'))
}
