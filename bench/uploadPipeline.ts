/**
 * Upload processing of 12-megapixel phone photos, in-process: median and p95 time of
 * processUpload, CPU time per photo (all threads) and peak RSS growth.
 *  - a 4000 × 3000 JPEG with EXIF orientation and GPS. Goals: ≤ 500 ms median, ≤ 200 MB growth.
 *  - a 4000 × 3000 HEIC (HEVC, tests/fixtures/heic/bench-12mp.heic), which the prebuilt sharp
 *    cannot decode: libheif in a worker, then sharp. Goals: ≤ 1.5 s median, ≤ 300 MB growth.
 * Run: npm run bench:upload (BENCH_RUNS per case, default 20)
 */
import os from 'node:os'
import sharp from 'sharp'

import { processUpload } from '../src/lib/uploads/processUpload'
import { heicFixture } from '../tests/support/heicFixtures'
import { noisyImage } from '../tests/support/noisyImage'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)

async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  // Noise gives the JPEG a realistic size (phones write 3–6 MB); flat colour would compress to nothing.
  const noise = await noisyImage(width, height).raw().toBuffer()
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'BenchCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer()
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]!

const verdict = (ratio: number) => (ratio <= 1 ? 'PASS' : 'MISS')

async function measure(label: string, photo: Buffer, goal: { medianMs: number; rssMb: number }) {
  await processUpload(photo) // warm-up: libvips loads its codecs, libheif's wasm is compiled once
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const times: number[] = []
  const cpuBefore = process.cpuUsage()
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const result = await processUpload(photo)
    times.push(performance.now() - started)
    if (result.width !== 2048 && result.height !== 2048) throw new Error('unexpected output size')
  }
  const cpu = process.cpuUsage(cpuBefore)
  clearInterval(sampler)

  const median = percentile(times, 50)
  const growthMb = (peak - baseline) / 1024 / 1024
  const cpuMs = (cpu.user + cpu.system) / 1000 / RUNS
  console.info(
    `upload pipeline, ${label} (${(photo.length / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs`,
  )
  console.info(
    `  median ${median.toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   CPU ${cpuMs.toFixed(0)} ms a photo   goal ≤ ${goal.medianMs} ms   ratio ${(median / goal.medianMs).toFixed(2)} ${verdict(median / goal.medianMs)}`,
  )
  console.info(
    `  peak RSS growth ${growthMb.toFixed(0)} MB   goal ≤ ${goal.rssMb} MB   ratio ${(growthMb / goal.rssMb).toFixed(2)} ${verdict(growthMb / goal.rssMb)}`,
  )
}

console.info(
  `${new Date().toISOString()}  ${os.cpus().length} cores  load average at start ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)
await measure('12 MP JPEG', await twelveMegapixelJpeg(), { medianMs: 500, rssMb: 200 })
await measure('12 MP HEIC', heicFixture('bench-12mp.heic'), { medianMs: 1500, rssMb: 300 })
console.info(
  `load average at end ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)
