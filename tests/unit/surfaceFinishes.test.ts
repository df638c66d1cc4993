import { SURFACE_AREAS } from '@/lib/redesign/modes'
import {
  finishesFor,
  HEX_COLOUR,
  PAINT_COLOURS,
  surfaceChoice,
} from '@/lib/redesign/surfaceFinishes'

describe('what each surface can be given', () => {
  it('has 24–40 named paint colours, each a distinct #RRGGBB and name', () => {
    expect(PAINT_COLOURS.length).toBeGreaterThanOrEqual(24)
    expect(PAINT_COLOURS.length).toBeLessThanOrEqual(40)
    for (const paint of PAINT_COLOURS) expect(paint.hex).toMatch(HEX_COLOUR)
    expect(new Set(PAINT_COLOURS.map((paint) => paint.hex.toUpperCase())).size).toBe(
      PAINT_COLOURS.length,
    )
    expect(new Set(PAINT_COLOURS.map((paint) => paint.name)).size).toBe(PAINT_COLOURS.length)
  })

  it('gives every surface its own fitting finishes, with unique ids and valid colours', () => {
    for (const { id } of SURFACE_AREAS) {
      const finishes = finishesFor(id)
      expect(finishes.length).toBeGreaterThanOrEqual(4)
      expect(new Set(finishes.map((finish) => finish.id)).size).toBe(finishes.length)
      for (const finish of finishes) {
        expect(finish.id).toMatch(/^[a-z0-9-]+$/)
        if (finish.hex) expect(finish.hex).toMatch(HEX_COLOUR)
      }
    }
    const labels = (area: string) => finishesFor(area).map((finish) => finish.label)
    // Walls are painted or plastered: every wall finish takes a colour, none is fabric.
    expect(finishesFor('walls').every((finish) => !finish.hex)).toBe(true)
    expect(labels('walls').join()).not.toMatch(/velvet|leather|linen/i)
    expect(labels('floor')).toEqual(
      expect.arrayContaining(['Herringbone oak', 'Polished concrete', 'Wool carpet']),
    )
    expect(labels('cabinets')).toEqual(expect.arrayContaining(['Painted', 'Oak', 'Walnut']))
    expect(labels('counters')).toEqual(
      expect.arrayContaining(['White marble', 'White quartz', 'Butcher block']),
    )
  })
})

describe('a surface as chosen', () => {
  it('names a listed paint colour and its finish, and keeps a colour of your own by its hex', () => {
    expect(surfaceChoice('walls', 'matte', '#a3b18a')).toEqual({
      finish: expect.objectContaining({ id: 'matte' }),
      hex: '#A3B18A',
      colourName: 'Sage Green',
      title: 'Sage Green, matte paint',
    })
    expect(surfaceChoice('cabinets', 'painted', '#123456')).toMatchObject({
      hex: '#123456',
      colourName: undefined,
      title: '#123456, painted',
    })
  })

  it('gives a material its own colour, whatever colour came with it', () => {
    expect(surfaceChoice('floor', 'herringbone-oak', '#000000')).toMatchObject({
      hex: finishesFor('floor').find((finish) => finish.id === 'herringbone-oak')!.hex,
      title: 'Herringbone oak',
    })
  })

  it('says what is wrong and what to do: a finish of another surface, a bad or missing colour', () => {
    expect(surfaceChoice('walls', 'velvet', '#A3B18A')).toEqual({
      field: 'surface',
      problem: expect.stringMatching(
        /^“velvet” is not a finish for the walls\. Choose one from the list: Matte paint, /,
      ),
    })
    expect(surfaceChoice('counters', 'carpet', undefined)).toMatchObject({ field: 'surface' })
    expect(surfaceChoice('walls', 'matte', 'green')).toEqual({
      field: 'surfaceColour',
      problem:
        '“green” is not a colour code. Choose a paint colour from the list, or enter one as # and six hex digits, like #A3B18A.',
    })
    expect(surfaceChoice('walls', 'matte', '')).toEqual({
      field: 'surfaceColour',
      problem:
        'Choose a paint colour from the list, or enter one as # and six hex digits, like #A3B18A.',
    })
  })
})
