import { moveLabel, type PreviewLabelLayout } from './previewLabel'

export type Box = { left: number; top: number; right: number; bottom: number }

/** The bounding box of the painted pixels (right and bottom exclusive), or undefined when none are. */
export function paintedBox(mask: Uint8Array, width: number, height: number): Box | undefined {
  let box: Box | undefined
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]! <= 127) continue
      if (!box) box = { left: x, top: y, right: x + 1, bottom: y + 1 }
      else {
        if (x < box.left) box.left = x
        if (x >= box.right) box.right = x + 1
        box.bottom = y + 1
      }
    }
  }
  return box
}

/** Counts of painted pixels above and left of each point, so any rectangle is counted in O(1). */
function paintedCounts(mask: Uint8Array, width: number, height: number): Int32Array {
  const counts = new Int32Array((width + 1) * (height + 1))
  for (let y = 0; y < height; y++) {
    let row = 0
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x]! > 127 ? 1 : 0
      counts[(y + 1) * (width + 1) + x + 1] = counts[y * (width + 1) + x + 1]! + row
    }
  }
  return counts
}

/** On painted pixels only when a big enough spot exists (searched from the bottom-left). */
export function labelForArea(
  layout: PreviewLabelLayout,
  mask: Uint8Array,
  width: number,
  height: number,
  box: Box,
): PreviewLabelLayout {
  const counts = paintedCounts(mask, width, height)
  const stride = width + 1
  const painted = (left: number, top: number) =>
    counts[(top + layout.height) * stride + left + layout.width]! -
    counts[top * stride + left + layout.width]! -
    counts[(top + layout.height) * stride + left]! +
    counts[top * stride + left]!
  const full = layout.width * layout.height
  const step = Math.max(1, layout.scale * 2)
  for (let top = box.bottom - layout.height; top >= box.top; top -= step) {
    for (let left = box.left; left + layout.width <= box.right; left += step) {
      if (painted(left, top) === full) return moveLabel(layout, left, top)
    }
  }
  const fitsBox = box.right - box.left >= layout.width && box.bottom - box.top >= layout.height
  return fitsBox ? moveLabel(layout, box.left, box.bottom - layout.height) : layout
}
