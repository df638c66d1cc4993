/**
 * Upload processing of a 12-megapixel phone photo (4000 × 3000 JPEG with EXIF orientation and GPS):
 * median and p95 time of processUpload, and peak RSS growth. Goals: ≤ 500 ms median, ≤ 200 MB growth.
 * Run: npm run bench:upload
 */
import sharp from 'sharp'

import { processUpload } from '../src/lib/uploads/processUpload'
import { noisyImage } from '../tests/support/noisyImage'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const GOAL_MEDIAN_MS = 500
const GOAL_RSS_MB = 200

async function twelveMegapixelPhoto(): Promise<Buffer> {
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

const photo = await twelveMegapixelPhoto()
await processUpload(photo) // warm-up: libvips loads its codecs once
const baseline = process.memoryUsage().rss
let peak = baseline
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
const times: number[] = []
for (let run = 0; run < RUNS; run++) {
  const started = performance.now()
  const result = await processUpload(photo)
  times.push(performance.now() - started)
  if (result.width !== 2048 && result.height !== 2048) throw new Error('unexpected output size')
}
clearInterval(sampler)

const median = percentile(times, 50)
const growthMb = (peak - baseline) / 1024 / 1024
console.info(
  `upload pipeline, 12 MP JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs`,
)
console.info(
  `  median ${median.toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   goal ≤ ${GOAL_MEDIAN_MS} ms   ratio ${(median / GOAL_MEDIAN_MS).toFixed(2)}`,
)
console.info(
  `  peak RSS growth ${growthMb.toFixed(0)} MB   goal ≤ ${GOAL_RSS_MB} MB   ratio ${(growthMb / GOAL_RSS_MB).toFixed(2)}`,
)
