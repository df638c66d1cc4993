/**
 * bench:search — the glossary search over 10,000 synthetic titles, one search per keystroke while
 * phrases are typed letter by letter. "Reused index" is what GlossarySearch does (one index per
 * mount, each title lower-cased once); "one-off" calls searchGlossary, which builds an index each
 * time. Runs in Node on this machine; a phone's CPU is slower.
 */
import {
  createGlossaryIndex,
  searchGlossary,
  type GlossarySearchEntry,
} from '../src/lib/glossary/searchGlossary'
import {
  atMost,
  median,
  percentile,
  printConditions,
  printFigure,
  printLoadAverage,
} from './support/report'

const TITLES = 10_000
const ROUNDS = 30
const GOAL_MS = 2

const WORDS = [
  'Japandi',
  'Mid-Century',
  'Modern',
  'Rustic',
  'Bohemian',
  'Coastal',
  'Scandinavian',
  'Industrial',
  'Wainscoting',
  'Terrazzo',
  'Chaise',
  'Credenza',
  'Linen',
  'Walnut',
  'Rattan',
  'Boucle',
  'Arch',
  'Pendant',
  'Sconce',
  'Moulding',
]
// Typed letter by letter; the last ones match nothing, so every keystroke scans all titles.
const PHRASES = [
  'japandi',
  'mid-century modern',
  'walnut credenza',
  'boucle chaise',
  'coastal rattan pendant',
  'sconce',
  'zebra velvet',
  'qqq',
]

// Deterministic synthetic titles: the same set on every run.
function syntheticEntries(count: number): GlossarySearchEntry[] {
  let seed = 42
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]
  return Array.from({ length: count }, (_, i) => {
    const title = `${pick()} ${pick()} ${pick()} ${i}`
    return { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') }
  })
}

const typed = PHRASES.flatMap((phrase) =>
  Array.from({ length: phrase.length }, (_, i) => phrase.slice(0, i + 1)),
)

function time(search: (query: string) => unknown, keystrokes: readonly string[]): number[] {
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of keystrokes) {
      const started = performance.now()
      search(query)
      samples.push(performance.now() - started)
    }
  }
  return samples
}

printConditions('search')
const entries = syntheticEntries(TITLES)
const index = createGlossaryIndex(entries)
time((query) => index.search(query), typed) // warm-up: JIT and the index's lower-cased titles
const fullScans = typed.filter((query) => index.search(query).length === 0)
const runs = [
  ['reused index (GlossarySearch)', time((query) => index.search(query), typed)],
  ['one-off searchGlossary', time((query) => searchGlossary(entries, query), typed)],
  [
    `reused index, only the ${fullScans.length} keystrokes that match nothing (full scan)`,
    time((query) => index.search(query), fullScans),
  ],
] as const

console.info(`\n${TITLES} titles, ${typed.length} keystrokes × ${ROUNDS} rounds`)
let pass = true
for (const [label, samples] of runs) {
  console.info(`${label}:`)
  pass = printFigure('median per keystroke', median(samples), 'ms', atMost(GOAL_MS), 3) && pass
  printFigure('p99 per keystroke', percentile(samples, 99), 'ms', undefined, 3)
}
console.info(`\nGoal (median ≤ ${GOAL_MS} ms): ${pass ? 'PASS' : 'MISS'}`)
printLoadAverage()
