import path from 'node:path'

import type { Env } from './settingDefaults'

// Each may be moved by a setting (tests give every server its own); relative to the app's directory.
const dir =
  (setting: string, fallback: string) =>
  (env: Env = process.env): string =>
    path.resolve(env[setting] ?? path.join(process.cwd(), fallback))

export const dataDir = dir('ROOMWISE_DATA_DIR', '.data')
export const mediaDir = dir('ROOMWISE_MEDIA_DIR', 'media')
export const contentDir = dir('ROOMWISE_CONTENT_DIR', 'content')
