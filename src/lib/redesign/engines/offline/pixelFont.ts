/** A tiny bitmap font for the preview label. */
export const GLYPH_WIDTH = 5
export const GLYPH_HEIGHT = 9
/** Columns from one glyph to the next (one blank column between glyphs). */
export const GLYPH_ADVANCE = GLYPH_WIDTH + 1

const GLYPHS: Record<string, string> = {
  ' ': '..... ..... ..... ..... ..... ..... ..... ..... .....',
  '—': '..... ..... ..... ..... ##### ..... ..... ..... .....',
  ':': '..... ..... ..... ..#.. ..... ..... ..#.. ..... .....',
  A: '.###. #...# #...# ##### #...# #...# #...# ..... .....',
  B: '####. #...# #...# ####. #...# #...# ####. ..... .....',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###. ..... .....',
  O: '.###. #...# #...# #...# #...# #...# .###. ..... .....',
  a: '..... ..... .###. ....# .#### #...# .#### ..... .....',
  e: '..... ..... .###. #...# ##### #.... .###. ..... .....',
  f: '..##. .#..# .#... ####. .#... .#... .#... ..... .....',
  g: '..... ..... .#### #...# #...# #...# .#### ....# .###.',
  h: '#.... #.... #.##. ##..# #...# #...# #...# ..... .....',
  i: '..#.. ..... .##.. ..#.. ..#.. ..#.. .###. ..... .....',
  l: '.##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###. ..... .....',
  m: '..... ..... ##.#. #.#.# #.#.# #.#.# #.#.# ..... .....',
  n: '..... ..... #.##. ##..# #...# #...# #...# ..... .....',
  o: '..... ..... .###. #...# #...# #...# .###. ..... .....',
  p: '..... ..... ####. #...# #...# #...# ####. #.... #....',
  r: '..... ..... #.##. ##..# #.... #.... #.... ..... .....',
  s: '..... ..... .#### #.... .###. ....# ####. ..... .....',
  t: '.#... .#... ####. .#... .#... .#..# ..##. ..... .....',
  u: '..... ..... #...# #...# #...# #..## .##.# ..... .....',
  v: '..... ..... #...# #...# #...# .#.#. ..#.. ..... .....',
  w: '..... ..... #...# #...# #.#.# #.#.# .#.#. ..... .....',
  y: '..... ..... #...# #...# #...# #...# .#### ....# .###.',
}

/** A rendered line of text: `bits[y * width + x]` is 1 where ink goes. */
export type TextBitmap = { width: number; height: number; bits: Uint8Array }

export function canRender(text: string): boolean {
  return [...text].every((character) => character in GLYPHS)
}

export function renderText(text: string): TextBitmap {
  const characters = [...text]
  const width = Math.max(0, characters.length * GLYPH_ADVANCE - 1)
  const bits = new Uint8Array(width * GLYPH_HEIGHT)
  characters.forEach((character, index) => {
    const glyph = GLYPHS[character]
    if (glyph === undefined) throw new Error(`The preview font has no glyph for "${character}"`)
    glyph.split(' ').forEach((row, y) => {
      for (let x = 0; x < GLYPH_WIDTH; x++) {
        if (row[x] === '#') bits[y * width + index * GLYPH_ADVANCE + x] = 1
      }
    })
  })
  return { width, height: GLYPH_HEIGHT, bits }
}
