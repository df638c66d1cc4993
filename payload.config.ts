import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Authors } from '@/collections/Authors'
import { Categories } from '@/collections/Categories'
import { CreditLedger } from '@/collections/CreditLedger'
import { DataExports } from '@/collections/DataExports'
import { FreeCreditClaims } from '@/collections/FreeCreditClaims'
import { Faqs } from '@/collections/Faqs'
import { Glossary } from '@/collections/Glossary'
import { Media } from '@/collections/Media'
import { Orders } from '@/collections/Orders'
import { Pages } from '@/collections/Pages'
import { Plans } from '@/collections/Plans'
import { Posts } from '@/collections/Posts'
import { RedesignImages } from '@/collections/RedesignImages'
import { Redesigns } from '@/collections/Redesigns'
import { Shares } from '@/collections/Shares'
import { Subscriptions } from '@/collections/Subscriptions'
import { Upscales } from '@/collections/Upscales'
import { Users } from '@/collections/Users'
import { WebhookEvents } from '@/collections/WebhookEvents'
import { SiteSettings } from '@/globals/SiteSettings'
import { logIdleConnectionErrors } from '@/lib/db/postgres'
import { emailAdapter } from '@/lib/email/emailAdapter'
import { dataDir, getSettings } from '@/lib/env'
import { loggingLevels, reportPayloadError } from '@/lib/payload/reportErrors'
import { staffOnlyApi, staffOnlyGraphQL } from '@/lib/payload/staffOnlyApi'
import { MB } from '@/lib/format/byteSize'
import { startJobsInServer } from '@/jobs'
import { plugins } from '@/plugins'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = getSettings()

// REST is closed to all but staff on the built config, so Payload's own collections (locks,
// preferences, migrations) and plugins' endpoints are closed too.
export default buildConfig({
  serverURL: settings.appUrl,
  secret: settings.payloadSecret,
  telemetry: false,
  // Refusals at info without stacks, real failures at error with a request id (src/lib/payload/reportErrors.ts).
  loggingLevels,
  hooks: { afterError: [reportPayloadError] },
  maxDepth: 2,
  // Staff uploads (an original photo); Payload refuses a larger file with 413.
  upload: { limits: { fileSize: 32 * MB }, abortOnLimit: true },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Roomwise admin' },
    // Gravatar is blocked by our own CSP and unreachable offline; Payload's default avatar is an
    // inline icon that needs no request.
    avatar: 'default',
  },
  collections: [
    Pages,
    Posts,
    Glossary,
    Faqs,
    Categories,
    Authors,
    Media,
    Users,
    Redesigns,
    RedesignImages,
    Shares,
    Upscales,
    CreditLedger,
    FreeCreditClaims,
    Plans,
    Orders,
    Subscriptions,
    WebhookEvents,
    DataExports,
  ],
  onInit: (payload) => {
    logIdleConnectionErrors(payload)
    startJobsInServer(payload)
  },
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
      // Any single statement running longer is cancelled by PostgreSQL (setting DATABASE_STATEMENT_TIMEOUT_MS).
      statement_timeout: settings.databaseStatementTimeoutMs,
    },
    // Schema changes only ever arrive through committed migrations, in every environment, applied
    // by `npm run migrate` (a release step, under a lock) or the local launcher, never as a server
    // connects (no prodMigrations): instances check the schema instead (src/lib/db/checkSchemaAtBoot.ts).
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  email: emailAdapter(settings, dataDir()),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: {
    disable: !settings.graphqlEnabled,
    disablePlaygroundInProduction: true,
    maxComplexity: 500,
    validationRules: ({ contextValue }) => [staffOnlyGraphQL(contextValue)],
  },
}).then(staffOnlyApi)
