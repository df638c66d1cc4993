/**
 * bench:structure — the structure score (src/lib/structure/score.ts) of one 1536 × 1152 result
 * against its photo, as the worker scores each output: median wall and CPU time over BENCH_RUNS
 * (default 20), beside sharp decoding and shrinking the same two JPEGs in the same run (the floor
 * any score that reads both images pays), so a loaded machine shows in both figures alike.
 */
import sharp from 'sharp'

import { offlineEngine } from '../src/lib/redesign/engines/offline/offlineEngine'
import { structureScore } from '../src/lib/structure/score'
import { FURNISHED_ROOM, furnishedRoom } from '../tests/support/offlineScenes'
import { atMost, median, printConditions, printFigure, printLoadAverage } from './support/report'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const GOAL_MS = 150

async function timed(run: () => Promise<unknown>): Promise<{ wall: number[]; cpu: number[] }> {
  await run() // warm-up: libvips loads its codecs, V8 optimises the loops
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    await run()
    wall.push(performance.now() - started)
    const used = process.cpuUsage(cpuBefore)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wall, cpu }
}

printConditions('structure')
const before = await furnishedRoom()
const [output] = await offlineEngine.generate({
  mode: 'restyle',
  image: before,
  imageMimeType: 'image/jpeg',
  roomType: { id: 'living-room', label: 'Living room' },
  style: { slug: 'japandi', title: 'Japandi', palette: ['#e8dfd0', '#b89b72'], keywords: [] },
  variants: 1,
})
const after = output!.data
console.info(
  `  images: ${FURNISHED_ROOM.width} × ${FURNISHED_ROOM.height} JPEGs (${(before.length / 1024).toFixed(0)} kB, ${(after.length / 1024).toFixed(0)} kB), ${RUNS} runs; score ${await structureScore({ before, after, mode: 'restyle' })}`,
)

const shrink = (image: Buffer) => sharp(image).resize(512, 512, { fit: 'inside' }).raw().toBuffer()
const reference = await timed(() => Promise.all([shrink(before), shrink(after)]))
const score = await timed(() => structureScore({ before, after, mode: 'restyle' }))

printFigure(
  'reference: sharp decodes and shrinks both JPEGs, median wall',
  median(reference.wall),
  'ms',
)
printFigure('reference, median CPU time (all threads)', median(reference.cpu), 'ms')
printFigure('structure score, median wall time', median(score.wall), 'ms', atMost(GOAL_MS))
printFigure(
  'structure score, median CPU time (all threads)',
  median(score.cpu),
  'ms',
  atMost(GOAL_MS),
)
const ratio = (figure: 'wall' | 'cpu') =>
  (median(score[figure]) / median(reference[figure])).toFixed(2)
console.info(`  score ÷ reference: wall ${ratio('wall')}, CPU ${ratio('cpu')}`)
printLoadAverage()
