import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Authors } from '@/collections/Authors'
import { Categories } from '@/collections/Categories'
import { CreditLedger } from '@/collections/CreditLedger'
import { Faqs } from '@/collections/Faqs'
import { Glossary } from '@/collections/Glossary'
import { Media } from '@/collections/Media'
import { Orders } from '@/collections/Orders'
import { Pages } from '@/collections/Pages'
import { Plans } from '@/collections/Plans'
import { Posts } from '@/collections/Posts'
import { RedesignImages } from '@/collections/RedesignImages'
import { Redesigns } from '@/collections/Redesigns'
import { Subscriptions } from '@/collections/Subscriptions'
import { Users } from '@/collections/Users'
import { WebhookEvents } from '@/collections/WebhookEvents'
import { SiteSettings } from '@/globals/SiteSettings'
import { emailAdapter } from '@/lib/email/emailAdapter'
import { dataDir, getSettings } from '@/lib/env'
import { jsonSyntaxIsClientError } from '@/lib/payload/jsonSyntaxErrors'
import { jobs } from '@/lib/redesign/jobs/jobsConfig'
import { migrations } from '@/migrations'
import { plugins } from '@/plugins'

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
  collections: [Pages, Posts, Glossary, Faqs, Categories, Authors, Media, Users, Redesigns, RedesignImages, CreditLedger, Plans, Orders, Subscriptions, WebhookEvents],
  jobs,
  globals: [SiteSettings],
  editor: lexicalEditor(),
  plugins,
  db: postgresAdapter({
    pool: {
      // Without a URL (local tooling before the launcher started the database) connecting fails
      // with a clear error instead of reaching some default server.
      connectionString: settings.databaseUrl ?? 'postgres://not-configured.invalid/roomwise',
      allowExitOnIdle: true,
      // A burst (many customers submitting at once) waits for a connection rather than failing.
      max: 20,
      connectionTimeoutMillis: 30_000,
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
  hooks: { afterError: [jsonSyntaxIsClientError] },
})
