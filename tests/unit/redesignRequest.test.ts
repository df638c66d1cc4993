import { redesignRequestSchema } from '@/lib/redesign/redesignRequest'
import { redesignDetail, redesignTitle } from '@/lib/redesign/modes'

const parse = (fields: Record<string, unknown>) =>
  redesignRequestSchema.safeParse({ roomType: 'kitchen', ...fields })

describe('a studio request, per mode', () => {
  it('is a restyle when an old form sends no mode', () => {
    expect(parse({ style: 'japandi' }).data).toMatchObject({ mode: 'restyle', style: 'japandi' })
  })

  it('keeps only the inputs its mode takes', () => {
    const all = {
      style: 'japandi',
      surfaceArea: 'walls',
      surface: 'matte',
      surfaceColour: '#A3B18A',
    }
    expect(parse({ mode: 'declutter', ...all }).data).toMatchObject({
      style: undefined,
      surfaceArea: undefined,
      surface: undefined,
      surfaceColour: undefined,
    })
    expect(parse({ mode: 'surface', ...all }).data).toMatchObject({
      style: undefined,
      surfaceArea: 'walls',
      surface: 'matte',
      surfaceColour: '#A3B18A',
    })
    expect(parse({ mode: 'area', ...all }).data).toMatchObject({
      style: 'japandi',
      surface: undefined,
    })
  })

  it('names the missing input of each mode', () => {
    const issue = (fields: Record<string, unknown>) => {
      const first = parse(fields).error?.issues[0]
      return [first?.path[0], first?.message]
    }
    expect(issue({ mode: 'stage', style: '' })).toEqual(['style', 'Choose a style.'])
    expect(issue({ mode: 'surface', surface: 'oak' })).toEqual([
      'surfaceArea',
      'Choose the surface to change: walls, floor, cabinets or counters.',
    ])
    expect(issue({ mode: 'surface', surfaceArea: 'floor' })).toEqual([
      'surface',
      'Choose a finish or material from the list.',
    ])
    expect(issue({ mode: 'paint-it-black' })[0]).toBe('mode')
  })
})

describe('notes', () => {
  const notesIssue = (notes: string) => parse({ style: 'japandi', notes }).error?.issues[0]
  it('refuses a control character (NUL cannot be stored) but keeps tabs and new lines', () => {
    expect(notesIssue('hi\u0000there')).toMatchObject({
      path: ['notes'],
      message: expect.stringMatching(/invisible control character\. Retype them/),
    })
    expect(parse({ style: 'japandi', notes: 'keep\tthe\r\nwindow' }).data?.notes).toBe(
      'keep\tthe\r\nwindow',
    )
  })

  it('counts length as the form and the database do: 300 emoji are 600 characters', () => {
    expect(notesIssue('😀'.repeat(300))?.message).toMatch(/^Your notes are 600 characters long/)
    expect(parse({ style: 'japandi', notes: '😀'.repeat(250) }).success).toBe(true)
    expect(notesIssue('a'.repeat(501))?.message).toMatch(/Shorten them by 1 character, then/)
  })

  it('drops direction overrides and isolates, which would make notes read backwards to a reviewer', () => {
    const spoof = 'see gpj.\u202Eexe\u202C and \u2067مرحبا\u2069 here'
    expect(parse({ style: 'japandi', notes: spoof }).data?.notes).toBe('see gpj.exe and مرحبا here')
    // Marks and joiners that right-to-left text and emoji need are kept.
    const kept = 'שלום\u200F 👩\u200D🎨'
    expect(parse({ style: 'japandi', notes: kept }).data?.notes).toBe(kept)
    expect(parse({ style: 'japandi', notes: ' \u202E ' }).data?.notes).toBeUndefined()
  })
})

describe('what a redesign changed, as pages show it', () => {
  const base = {
    roomType: 'kitchen' as const,
    styleTitle: null,
    surfaceArea: null,
    surfaceTitle: null,
  }
  it('reads per mode', () => {
    expect(redesignTitle({ ...base, mode: 'restyle', styleTitle: 'Japandi' })).toBe(
      'Kitchen in Japandi style',
    )
    expect(
      redesignTitle({
        ...base,
        mode: 'surface',
        surfaceArea: 'walls',
        surfaceTitle: 'Sage Green, matte paint',
      }),
    ).toBe('Kitchen: Walls → Sage Green, matte paint')
    expect(redesignTitle({ ...base, mode: 'declutter' })).toBe('Kitchen, decluttered')
    expect(redesignDetail({ ...base, mode: 'declutter', styleTitle: 'Boho' })).toBe('')
    expect(redesignDetail({ ...base, mode: 'stage', styleTitle: 'Boho' })).toBe('Boho')
  })
})
