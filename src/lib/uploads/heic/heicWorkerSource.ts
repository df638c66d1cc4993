/**
 * The script a HEIC decode runs in: plain CommonJS, started with `new Worker(source, { eval: true })`.
 * It is a string, not a module of its own, so no bundler (Next's server build, Jest, tsx) has to
 * know how to start a worker from a file: `require` here is Node's own, resolving libheif-js from
 * the app's node_modules at run time.
 *
 * Protocol: workerData is { file, wasmModule?, maxPixels, maxSide }. Without a compiled module the
 * worker compiles libheif's wasm and posts { kind: 'compiled', module } first, so the next decode
 * skips the compile. Then exactly one of:
 *   { kind: 'decoded', width, height, data }  RGBA, upright (libheif applies irot, imir and clap)
 *   { kind: 'failed', reason, width?, height?, detail }  reason: 'unreadable' | 'too_many_pixels' | 'undecodable'
 */
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
  parentPort.postMessage({ kind: 'failed', reason, detail: said.join('; ').slice(0, 500), ...extra })

let wasmModule = workerData.wasmModule
if (!wasmModule) {
  const wasmPath = require.resolve('libheif-js/libheif-wasm/libheif.wasm')
  wasmModule = new WebAssembly.Module(require('node:fs').readFileSync(wasmPath))
  parentPort.postMessage({ kind: 'compiled', module: wasmModule })
}
const libheif = require('libheif-js/libheif-wasm/libheif.js')({
  instantiateWasm: (imports, receive) => receive(new WebAssembly.Instance(wasmModule, imports), wasmModule),
})

const images = new libheif.HeifDecoder().decode(workerData.file)
const primary = images.find((image) => image.is_primary()) || images[0]
if (!primary) {
  fail('unreadable')
} else {
  // The handle's size is the upright size, known before a pixel is decoded.
  const width = primary.get_width()
  const height = primary.get_height()
  if (!(width > 0 && height > 0)) fail('unreadable')
  else if (width * height > workerData.maxPixels || Math.max(width, height) > workerData.maxSide)
    fail('too_many_pixels', { width, height })
  else {
    const data = new Uint8ClampedArray(width * height * 4)
    primary.display({ data, width, height }, (decoded) => {
      if (!decoded) return fail('undecodable', { width, height })
      parentPort.postMessage({ kind: 'decoded', width, height, data: data.buffer }, [data.buffer])
    })
  }
}
`
