/**
 * Fuzz pass over the whole public surface (issue 10, must-show 7): thousands of seeded random
 * requests to every REST collection endpoint (ours, plugins' and Payload's built-in ones, read from
 * Payload's config), every global, the root endpoints, GraphQL (operations walked from the real
 * schema, batches, aliases, fragments, deep nesting) and the app's own routes, anonymous and signed
 * in as a customer (REST and GraphQL serve staff only), a few in flight at a time, while /api/health is polled.
 *
 * The property: no 5xx, no missing answer, no stack trace or internal detail in any body,
 * /api/health always under its limit, and no polluted prototype afterwards. Each failing class is
 * reported with an example, a shrunk counterexample and the command that replays it. Knobs
 * (FUZZ_SEED, FUZZ_PATH, FUZZ_REQUESTS, …) are described in tests/hostile/README.md.
 */
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'
import { appRoutes } from './support/fuzz/appRoutes'
import { watchHealth, type HealthReport } from './support/fuzz/healthWatch'
import { drawPlan, requestArb } from './support/fuzz/plan'
import { runPool, type PoolRun } from './support/fuzz/pool'
import {
  classify,
  formatClass,
  formatHealth,
  type FindingClass,
  type Outcome,
} from './support/fuzz/report'
import { describeRequest, type Actor, type FuzzRequest } from './support/fuzz/request'
import { send, type Observation } from './support/fuzz/send'
import { fuzzSettings } from './support/fuzz/settings'
import { serverLog } from './support/fuzz/serverLog'
import { shrinkFinding, type Shrunk } from './support/fuzz/shrink'
import { readSurface } from './support/fuzz/surface'
import { sweepCreatedSince } from './support/fuzz/sweep'
import { POLLUTION_CANARY } from './support/fuzz/values'
import { judge } from './support/fuzz/verdict'

const settings = fuzzSettings()
const replaying = settings.path !== undefined
const cookies: Record<Actor, string | undefined> = {
  anonymous: undefined,
  customer: undefined,
}
const sendOne = (request: FuzzRequest): Promise<Observation> =>
  send(baseURL(), request, cookies, settings.timeoutMs)

const payload = sharedPayload(async (payload) => {
  const swept = await sweepCreatedSince(payload, startedAt ?? new Date())
  if (swept.length > 0) console.info(`documents the fuzz created, now deleted: ${swept.join(', ')}`)
})
let arb: ReturnType<typeof requestArb>
let plan: FuzzRequest[] = []
let pool: PoolRun<Outcome>
let health: HealthReport
let classes: FindingClass[] = []
const shrunk = new Map<string, Shrunk>()
let startedAt: Date

beforeAll(async () => {
  cookies.customer = await confirmedSessionCookie(payload(), newPerson('customer', 'fuzz'))
  const plans = await payload().find({
    collection: 'plans',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const surface = readSurface(payload().config)
  const routes = appRoutes()
  arb = requestArb({
    surface,
    appRoutes: routes,
    planSlugs: plans.docs.map((p) => p.slug),
    settings,
    baseUrl: baseURL(),
  })
  console.info(
    [
      `fuzz seed ${settings.seed} (FUZZ_SEED=${settings.seed} reproduces this run)`,
      `surface: ${surface.collections.length} collections (${surface.collections.map((c) => c.slug).join(', ')}), ` +
        `${surface.globals.length} globals, ${surface.rootEndpoints.length} root endpoints, ` +
        `${Object.keys(surface.graphql.getQueryType()!.getFields()).length} GraphQL queries, ` +
        `${Object.keys(surface.graphql.getMutationType()?.getFields() ?? {}).length} mutations, ${routes.length} app routes`,
    ].join('\n'),
  )
  startedAt = new Date()
}, 120_000)

;(replaying ? describe.skip : describe)('fuzz pass over REST, GraphQL and the app routes', () => {
  beforeAll(
    async () => {
      plan = drawPlan(arb, settings.seed, settings.requests)
      const inFlight = new Set<number>()
      const watcher = watchHealth(baseURL(), {
        limitMs: settings.healthLimitMs,
        maxPolls: Math.ceil(settings.budgetMs / 200) + 50,
        inFlight: () => [...inFlight],
      })
      pool = await runPool(
        plan,
        { concurrency: settings.concurrency, budgetMs: settings.budgetMs, inFlight },
        async (request, index) => {
          let observation = await sendOne(request)
          // A kept-alive socket the server has just closed fails on our side; a real drop repeats.
          if (observation.failure === 'dropped') observation = await sendOne(request)
          return { index, request, observation, finding: judge(observation) }
        },
      )
      health = await watcher.stop()
      const outcomes = pool.results.filter((o): o is Outcome => o !== undefined)
      classes = classify(outcomes)
      const notSent = outcomes.filter((o) => o.observation.notSent).length
      console.info(
        `fuzz: ${pool.finished} of ${plan.length} requests answered in ${pool.ms} ms (${notSent} not sendable), ${classes.length} finding classes`,
      )

      // Shrink the most frequent classes that do not take the server down (timeouts would only hang again).
      for (const cls of classes
        .filter((c) => c.finding.kind === '5xx' || c.finding.kind === 'leak')
        .slice(0, settings.shrinkClasses)) {
        shrunk.set(
          cls.key,
          await shrinkFinding(
            arb,
            {
              seed: settings.seed,
              path: String(cls.first.index),
              timeLimitMs: settings.shrinkMs,
              finding: cls.finding,
              log: serverLog(),
            },
            sendOne,
          ),
        )
      }
    },
    settings.budgetMs + settings.shrinkClasses * (settings.shrinkMs + settings.timeoutMs) + 60_000,
  )

  it(`sends all ${settings.requests} requests within the budget`, () => {
    if (pool.stoppedByBudget)
      throw new Error(
        `Only ${pool.finished} of ${plan.length} requests were answered within ${settings.budgetMs} ms.`,
      )
    expect(pool.finished).toBe(plan.length)
  })

  it('answers every request without a 5xx, a timeout, a dropped connection or internal detail', () => {
    if (classes.length === 0) return
    const report = classes
      .map((cls) => formatClass(cls, settings.seed, shrunk.get(cls.key)))
      .join('\n\n')
    throw new Error(
      `seed ${settings.seed}: ${classes.length} classes of failure in ${pool.finished} requests\n\n${report}`,
    )
  })

  it(`keeps /api/health under ${settings.healthLimitMs} ms throughout`, () => {
    console.info(formatHealth(health, plan, settings.healthLimitMs))
    // A starved server answers slowly again and again; one late answer under 3× the limit is this
    // 2-core host running other test files beside us, so only a failure, a hang or a repeat counts.
    const broken = health.slow.filter(
      (poll) => poll.status !== 200 || poll.ms >= settings.healthLimitMs * 3,
    )
    if (broken.length > 0 || health.slow.length > 1)
      throw new Error(
        `seed ${settings.seed}: ${formatHealth(health, plan, settings.healthLimitMs)}`,
      )
    expect(health.polls).toBeGreaterThan(0)
  })

  it('leaves no polluted prototype behind', async () => {
    const probes: FuzzRequest[] = [
      {
        route: 'GET /api/{slug}',
        target: 'glossary',
        actor: 'anonymous',
        method: 'GET',
        path: '/api/glossary',
        query: [
          ['limit', '1'],
          ['depth', '0'],
        ],
        headers: [],
      },
      {
        route: 'GET /api/users/me',
        target: 'users',
        actor: 'customer',
        method: 'GET',
        path: '/api/users/me',
        query: [],
        headers: [],
      },
      {
        route: 'POST /api/graphql',
        target: 'graphql',
        actor: 'anonymous',
        method: 'POST',
        path: '/api/graphql',
        query: [],
        headers: [['content-type', 'application/json']],
        body: { kind: 'text', pieces: ['{"query":"{ __typename }"}'] },
      },
    ]
    for (const probe of probes) {
      const observation = await sendOne(probe)
      if (observation.body.includes(POLLUTION_CANARY))
        throw new Error(
          `Prototype polluted: ${describeRequest(probe)} answered ${observation.body.slice(0, 300)}`,
        )
      // Payload's REST and GraphQL refuse these actors now: an answer at all is what counts.
      expect(observation.status).toBeLessThan(500)
    }
  })
})

;(replaying ? describe : describe.skip)('replay of one fuzz request (FUZZ_PATH)', () => {
  it(
    `request ${settings.path} of seed ${settings.seed} passes`,
    async () => {
      const result = await shrinkFinding(
        arb,
        {
          seed: settings.seed,
          path: settings.path!,
          timeLimitMs: settings.shrinkMs,
          log: serverLog(),
        },
        sendOne,
      )
      if (!result.reproduced) return
      throw new Error(
        `seed ${settings.seed}, path ${settings.path}: ${result.observation?.status || result.observation?.failure}\n` +
          `${describeRequest(result.request!)}\nanswer: ${result.observation?.body.slice(0, 600)}\nshrunk path: ${result.path} (${result.shrinks} steps)\n` +
          `server log:\n${result.serverLog.join('\n')}`,
      )
    },
    settings.shrinkMs + settings.timeoutMs + 30_000,
  )
})
