import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media } from '@/collections/Media'
import { Users } from '@/collections/Users'
import { SiteSettings } from '@/globals/SiteSettings'
import { emailAdapter } from '@/lib/email/emailAdapter'
import { dataDir, getSettings } from '@/lib/env'
import { migrations } from '@/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = getSettings()

export default buildConfig({
  serverURL: settings.appUrl,
  secret: settings.payloadSecret,
  telemetry: false,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Roomwise admin' },
  },
  collections: [Users, Media],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      // Without a URL (local tooling before the launcher started the database) connecting fails
      // with a clear error instead of reaching some default server.
      connectionString: settings.databaseUrl ?? 'postgres://not-configured.invalid/roomwise',
      allowExitOnIdle: true,
      connectionTimeoutMillis: 10_000,
    },
    // Schema changes only ever arrive through committed migrations, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  }),
  email: emailAdapter(settings, dataDir()),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
})
