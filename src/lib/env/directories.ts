import path from 'node:path'

import type { Env } from './mode'

// Each may be moved by a setting (tests give every server its own); relative to the app's directory.

export function dataDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_DATA_DIR ?? path.join(process.cwd(), '.data'))
}

export function mediaDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_MEDIA_DIR ?? path.join(process.cwd(), 'media'))
}

export function contentDir(env: Env = process.env): string {
  return path.resolve(env.ROOMWISE_CONTENT_DIR ?? path.join(process.cwd(), 'content'))
}
