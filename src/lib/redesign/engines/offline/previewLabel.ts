import { renderText, type TextBitmap } from './pixelFont'

/** Drawn on every offline image, so a downloaded or shared preview can never pass for an AI result. */
export const OFFLINE_PREVIEW_LABEL = 'Offline preview — not AI'

/** Where the label goes on an image of a given size; text pixels are `scale` image pixels wide. */
export type PreviewLabelLayout = {
  left: number
  top: number
  width: number
  height: number
  scale: number
  textLeft: number
  textTop: number
}

/** The bar keeps this share of the photo's brightness, so white text on it reads on any photo. */
const BAR_KEEPS = 0.3
/** At most this share of the image width and height goes to the text. */
const TEXT_MAX_WIDTH_SHARE = 0.4
const TEXT_MAX_HEIGHT_SHARE = 0.05

let labelBitmap: TextBitmap | undefined
const bitmap = () => (labelBitmap ??= renderText(OFFLINE_PREVIEW_LABEL))

/** Bottom-left bar, sized with the image; never smaller than one image pixel per font pixel. */
export function previewLabelLayout(imageWidth: number, imageHeight: number): PreviewLabelLayout {
  const text = bitmap()
  const scale = Math.max(
    1,
    Math.min(
      Math.floor((imageWidth * TEXT_MAX_WIDTH_SHARE) / text.width),
      Math.floor((imageHeight * TEXT_MAX_HEIGHT_SHARE) / text.height),
    ),
  )
  const padX = 3 * scale
  const padY = 2 * scale
  const margin = Math.max(4, Math.round(Math.min(imageWidth, imageHeight) * 0.02))
  const width = text.width * scale + 2 * padX
  const height = text.height * scale + 2 * padY
  const left = margin
  const top = imageHeight - margin - height
  return { left, top, width, height, scale, textLeft: left + padX, textTop: top + padY }
}

/** Draws the label into interleaved RGB bytes in place (clipped to the image) and returns where. */
export function drawPreviewLabel(
  rgb: Uint8Array,
  imageWidth: number,
  imageHeight: number,
): PreviewLabelLayout {
  const layout = previewLabelLayout(imageWidth, imageHeight)
  const x0 = Math.max(0, layout.left)
  const x1 = Math.min(imageWidth, layout.left + layout.width)
  const y0 = Math.max(0, layout.top)
  const y1 = Math.min(imageHeight, layout.top + layout.height)
  for (let y = y0; y < y1; y++) {
    for (let i = (y * imageWidth + x0) * 3; i < (y * imageWidth + x1) * 3; i++)
      rgb[i] = rgb[i] * BAR_KEEPS
  }

  const text = bitmap()
  for (let ty = 0; ty < text.height; ty++) {
    for (let tx = 0; tx < text.width; tx++) {
      if (text.bits[ty * text.width + tx]) {
        fillWhite(
          rgb,
          imageWidth,
          imageHeight,
          layout.textLeft + tx * layout.scale,
          layout.textTop + ty * layout.scale,
          layout.scale,
        )
      }
    }
  }
  return layout
}

function fillWhite(
  rgb: Uint8Array,
  imageWidth: number,
  imageHeight: number,
  left: number,
  top: number,
  size: number,
) {
  for (let y = Math.max(0, top); y < Math.min(imageHeight, top + size); y++) {
    for (let x = Math.max(0, left); x < Math.min(imageWidth, left + size); x++) {
      rgb.fill(255, (y * imageWidth + x) * 3, (y * imageWidth + x) * 3 + 3)
    }
  }
}
