/** @jest-environment node */
import sharp from 'sharp'

import { ogComposite, ogOfflineLabel, OG_WIDTH } from '@/lib/share/derivedImages'

/** Issue 35, item 7: a shared offline result's link preview has "not AI" drawn in, on its After half. */
const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer()

const rgb = async (jpeg: Buffer) => sharp(jpeg).removeAlpha().raw().toBuffer()

function meanDifference(
  a: Buffer,
  b: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  let sum = 0
  for (let y = box.top; y < box.top + box.height; y++)
    for (let i = (y * OG_WIDTH + box.left) * 3; i < (y * OG_WIDTH + box.left + box.width) * 3; i++)
      sum += Math.abs(a[i]! - b[i]!)
  return sum / (box.width * box.height * 3)
}

describe('the og.jpg of a shared result', () => {
  it('offline: the label is drawn on the After half, and nowhere else changes', async () => {
    const [before, after] = await Promise.all([photo('#806040'), photo('#c0b090')])
    const [labelled, plain] = await Promise.all([
      ogComposite(before, after, true).then(rgb),
      ogComposite(before, after, false).then(rgb),
    ])
    const label = ogOfflineLabel()
    expect(label.left).toBeGreaterThanOrEqual(OG_WIDTH / 2)
    expect(meanDifference(labelled, plain, label)).toBeGreaterThan(40)
    expect(
      meanDifference(labelled, plain, { ...label, top: label.top - 2 * label.height }),
    ).toBeLessThan(3)
    expect(
      meanDifference(labelled, plain, { ...label, left: label.left - OG_WIDTH / 2 }),
    ).toBeLessThan(3)
  })
})
