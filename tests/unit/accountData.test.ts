/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unzipSync } from 'fflate'

import { imagePathInZip } from '@/lib/account/accountDataDocument'
import { accountNameSchema, keptName, nameWithinLimit } from '@/lib/account/accountNameRules'
import { dataExportReadyMessage } from '@/lib/account/dataExportEmail'
import { EXPORT_RETENTION_DAYS, expiryFrom } from '@/lib/account/dataExportRules'
import { viewOf } from '@/lib/account/exportLifecycle'
import { writeExportZip } from '@/lib/account/writeExportZip'
import { diskFileWriter } from '@/lib/storage/fileWriter'
import type { DataExport } from '@/payload-types'

const parseName = (name: unknown) => accountNameSchema.safeParse({ name })
const messageOf = (name: unknown) => {
  const parsed = parseName(name)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

describe('a new name', () => {
  it('is trimmed, with runs of spaces, tabs and line breaks made one space', () => {
    expect(parseName('  Ada \t\n  Lovelace  ')).toMatchObject({
      success: true,
      data: { name: 'Ada Lovelace' },
    })
    expect(parseName('x'.repeat(80)).success).toBe(true)
  })

  it('is refused, saying what to do, when empty, too long or not text', () => {
    expect(messageOf('   ')).toBe('Type the name you would like us to use; it cannot be empty.')
    expect(messageOf('x'.repeat(81))).toBe(
      'Your name can be at most 80 characters; please shorten it.',
    )
    expect(messageOf(42)).toBe('Type the name you would like us to use.')
    expect(messageOf(undefined)).toBe('Type the name you would like us to use.')
  })

  it('counts characters as a person does, and the stored field agrees (an emoji is one)', () => {
    expect(parseName('😀'.repeat(80)).success).toBe(true)
    expect(messageOf('😀'.repeat(81))).toBe(
      'Your name can be at most 80 characters; please shorten it.',
    )
    expect(nameWithinLimit('😀'.repeat(80), {} as never)).toBe(true)
    expect(nameWithinLimit('😀'.repeat(81), {} as never)).toBe(
      'Your name can be at most 80 characters; please shorten it.',
    )
  })

  it('cannot be made to read as something else or look blank', () => {
    expect(parseName('\u202eyuB yaF')).toMatchObject({ data: { name: 'yuB yaF' } })
    expect(messageOf('\u200b')).toBe('Type the name you would like us to use; it cannot be empty.')
    expect(parseName('Ada 👩\u200d🎨')).toMatchObject({ data: { name: 'Ada 👩\u200d🎨' } })
  })

  it('is kept the same way on every write path: invisible-only becomes no name', () => {
    const kept = (value: unknown) => keptName({ value } as never)
    expect(kept('  Ada \u0007 Lovelace ')).toBe('Ada Lovelace')
    expect(kept('   ')).toBeNull()
    expect(kept('\u200b\u202e')).toBeNull()
    expect(kept(undefined)).toBeUndefined()
  })
})

describe('the e-mail saying the data is ready', () => {
  const expiresAt = new Date('2026-12-03T08:40:00Z')
  const message = dataExportReadyMessage(
    { name: '<b>Eve</b>' },
    'Roomwise',
    'https://roomwise.app',
    expiresAt,
  )

  it('links to the account page and says how long the file stays', () => {
    expect(message.subject).toBe('Your Roomwise data is ready to download')
    expect(message.text).toContain('https://roomwise.app/account#your-data')
    expect(message.text).toContain(`${EXPORT_RETENTION_DAYS} days, until 3 December 2026`)
    expect(message.html).toContain('href="https://roomwise.app/account#your-data"')
  })

  it('never puts the name into the HTML unescaped', () => {
    expect(message.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,')
    expect(message.html).not.toContain('<b>Eve</b>')
  })
})

describe('what the account page shows about an export', () => {
  const base = {
    id: 7,
    owner: 1,
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:01:00.000Z',
  } as const
  const now = new Date('2026-11-27T00:00:00Z')

  it('says none, being prepared, ready with its link, or failed with its sentence', () => {
    expect(viewOf(undefined, now)).toEqual({ state: 'none' })
    for (const status of ['queued', 'processing'] as const)
      expect(viewOf({ ...base, status } as DataExport, now)).toEqual({
        state: 'preparing',
        requestedAt: base.createdAt,
      })
    expect(viewOf({ ...base, status: 'failed', error: 'Try again.' } as DataExport, now)).toEqual({
      state: 'failed',
      message: 'Try again.',
    })
    const completedAt = '2026-11-26T08:01:00.000Z'
    const expiresAt = expiryFrom(new Date(completedAt)).toISOString()
    expect(
      viewOf(
        {
          ...base,
          status: 'ready',
          completedAt,
          expiresAt,
          sizeBytes: 2048,
          imageCount: 3,
        } as DataExport,
        now,
      ),
    ).toEqual({
      state: 'ready',
      downloadUrl: '/api/account/exports/7/download',
      readyAt: completedAt,
      expiresAt,
      sizeBytes: 2048,
      imageCount: 3,
    })
  })

  it('treats an expired export as none, even before it is purged', () => {
    const expired = { ...base, status: 'ready', expiresAt: '2026-11-26T23:59:59.000Z' }
    expect(viewOf(expired as DataExport, now)).toEqual({ state: 'none' })
  })
})

/** A file on disk as the ZIP writer takes stored files (the storage module does the same). */
const onDisk = (zipPath: string, file: string) => ({
  zipPath,
  open: async () => (fs.existsSync(file) ? fs.createReadStream(file) : null),
})

describe('the ZIP writer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-zip-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('streams files in byte for byte, lists missing ones, and adds the text entries last', async () => {
    const big = randomBytes(3 * 1024 * 1024 + 17) // several read chunks
    const small = randomBytes(1000)
    fs.writeFileSync(path.join(dir, 'big.jpg'), big)
    fs.writeFileSync(path.join(dir, 'small.webp'), small)
    const target = path.join(dir, 'out.zip')
    const summary = await writeExportZip(
      diskFileWriter(target),
      [
        onDisk('images/originals/1.jpg', path.join(dir, 'big.jpg')),
        onDisk('images/results/2.webp', path.join(dir, 'small.webp')),
        onDisk('images/results/3.webp', path.join(dir, 'gone.webp')),
      ],
      (written, missing) => ({ 'account.json': JSON.stringify({ written, missing }) }),
    )
    expect(summary.bytes).toBe(fs.statSync(target).size)
    const zip = unzipSync(new Uint8Array(fs.readFileSync(target)))
    expect(Buffer.from(zip['images/originals/1.jpg']!).equals(big)).toBe(true)
    expect(Buffer.from(zip['images/results/2.webp']!).equals(small)).toBe(true)
    expect(JSON.parse(new TextDecoder().decode(zip['account.json']))).toEqual({
      written: ['images/originals/1.jpg', 'images/results/2.webp'],
      missing: ['images/results/3.webp'],
    })
  })

  it('never overwrites or removes a file already at the target', async () => {
    const target = path.join(dir, 'taken.zip')
    fs.writeFileSync(target, 'someone else’s')
    await expect(
      writeExportZip(diskFileWriter(target), [], () => ({ 'a.txt': 'a' })),
    ).rejects.toThrow(/EEXIST/)
    expect(fs.readFileSync(target, 'utf8')).toBe('someone else’s')
  })

  it('names images by kind and id, keeping their extension', () => {
    expect(imagePathInZip({ id: 4, kind: 'input', filename: 'a1b2.JPG' })).toBe(
      'images/originals/4.jpg',
    )
    expect(imagePathInZip({ id: 5, kind: 'output', filename: 'c3d4.webp' })).toBe(
      'images/results/5.webp',
    )
    expect(imagePathInZip({ id: 6, kind: 'mask', filename: 'e5f6.png' })).toBe(
      'images/painted-areas/6.png',
    )
  })
})
