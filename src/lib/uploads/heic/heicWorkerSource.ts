// A string run with `new Worker(source, { eval: true })`, so no bundler has to know how to start a worker
// file; `require` here is Node's own. Replies to each { file, maxPixels, maxSide } with one message:
// { kind: 'decoded', width, height, channels, data } or { kind: 'failed', reason, width?, height?, detail }.
export const HEIC_WORKER_SOURCE = String.raw`
'use strict'
const { parentPort, workerData } = require('node:worker_threads')

// libheif-js reports every failure through console.log and returns nothing; keep what it says.
const said = []
const text = (part) => {
  try {
    return typeof part === 'object' ? JSON.stringify(part) : String(part)
  } catch {
    return String(part)
  }
}
console.log = (...parts) => said.push(parts.map(text).join(' '))
const fail = (reason, extra) =>
  parentPort.postMessage({ kind: 'failed', reason, ...extra, detail: [...said, extra && extra.detail].filter(Boolean).join('; ').slice(0, 500) })

let wasmModule = workerData.wasmModule
if (!wasmModule) {
  const wasmPath = require.resolve('libheif-js/libheif-wasm/libheif.wasm')
  wasmModule = new WebAssembly.Module(require('node:fs').readFileSync(wasmPath))
  parentPort.postMessage({ kind: 'compiled', module: wasmModule })
}
const libheif = require('libheif-js/libheif-wasm/libheif.js')({
  instantiateWasm: (imports, receive) => receive(new WebAssembly.Instance(wasmModule, imports), wasmModule),
})

const decoder = new libheif.HeifDecoder()
parentPort.on('message', ({ file, maxPixels, maxSide }) => {
  said.length = 0
  const images = decoder.decode(file)
  const primary = images.find((image) => image.is_primary()) || images[0]
  if (!primary) return fail('unreadable')
  const width = primary.get_width()
  const height = primary.get_height()
  if (!(width > 0 && height > 0)) return fail('unreadable')
  if (width * height > maxPixels || Math.max(width, height) > maxSide)
    return fail('too_many_pixels', { width, height })
  decode(primary, width, height)
    .catch((error) => fail('undecodable', { detail: String(error) }))
    .finally(() => images.forEach((image) => image.free()))
})

// RGB (RGBA only with alpha): less to convert than libheif-js's display(), which always makes RGBA.
async function decode(primary, width, height) {
  const channels = primary.has_alpha_channel() ? 4 : 3
  const decoded = await libheif.heif_js_decode_image2(
    primary.handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    channels === 4 ? libheif.heif_chroma.heif_chroma_interleaved_RGBA : libheif.heif_chroma.heif_chroma_interleaved_RGB,
  )
  if (!decoded || decoded.code) return fail('undecodable', { width, height, detail: text(decoded) })
  const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved)
  if (!plane || plane.width !== width || plane.height !== height) {
    libheif.heif_image_release(decoded.image)
    return fail('undecodable', { width, height, detail: 'no interleaved plane of the handle size' })
  }
  const row = width * channels
  const data = new Uint8Array(row * height)
  if (plane.stride === row) data.set(plane.data.subarray(0, row * height))
  else for (let y = 0; y < height; y++) data.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row)
  libheif.heif_image_release(decoded.image)
  parentPort.postMessage({ kind: 'decoded', width, height, channels, data: data.buffer }, [data.buffer])
}
`
