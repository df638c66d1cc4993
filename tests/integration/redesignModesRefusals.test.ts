import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { createRedesign, type CreateRedesignInput } from '@/lib/redesign/createRedesign'
import { REDESIGN_MODES } from '@/lib/redesign/modes'
import { idOf } from '@/lib/payload/idOf'
import { paintedMask } from '../support/paintedMask'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { roomPhoto } from '../support/roomPhoto'

const payload = sharedPayload()
let settings: Settings
let photo: Buffer
let mask: Buffer

beforeAll(async () => {
  settings = offlineRedesignSettings()
  photo = await roomPhoto() // 1200 × 900
  mask = await paintedMask(1200, 900, { left: 100, top: 100, width: 300, height: 200 })
}, 300_000)

type Case = [
  what: string,
  input: CreateRedesignInput,
  refusal: { status: number; field: string; message: RegExp },
  settings?: Settings,
]

const form = (fields: Record<string, unknown>) => ({
  roomType: 'living-room',
  variants: '1',
  ...fields,
})

/** Replicate configured with the interior-design model for every mode: it cannot declutter. */
const replicateForStylesOnly = (): Settings => ({
  ...settings,
  replicateApiToken: 'r8_studio_modes_test',
  replicate: {
    ...settings.replicate,
    models: Object.fromEntries(
      REDESIGN_MODES.map((mode) => [mode, 'adirik/interior-design']),
    ) as Settings['replicate']['models'],
  },
})

describe('a studio request the server refuses', () => {
  it('says which field is wrong and what to do, storing nothing and charging nothing', async () => {
    const other = await customerWithCredits(payload(), 'modes-other', 1)
    const theirs = await createRedesign(
      payload(),
      other,
      { fields: form({ style: 'japandi' }), photo },
      settings,
    )
    const user = await customerWithCredits(payload(), 'modes-refused', 10)
    const own = await createRedesign(
      payload(),
      user,
      { fields: form({ mode: 'area', style: 'japandi' }), photo, mask },
      settings,
    )
    const balance = await creditBalance(payload(), user.id)
    const images = () => countWhere(payload(), 'redesign-images', { owner: { equals: user.id } })
    const redesigns = () => countWhere(payload(), 'redesigns', { owner: { equals: user.id } })
    const [imagesBefore, redesignsBefore] = [await images(), await redesigns()]
    const area = form({ mode: 'area', style: 'japandi' })

    const cases: Case[] = [
      [
        'a painted area of another shape',
        {
          fields: area,
          photo,
          mask: await paintedMask(800, 500, { left: 0, top: 0, width: 90, height: 90 }),
        },
        {
          status: 400,
          field: 'mask',
          message:
            /painted area is 800 × 500 pixels, not the shape of the photo \(1200 × 900 pixels\)\. Paint the area again/,
        },
      ],
      [
        'a painted area the photo’s shape but past the pixel limits',
        {
          fields: area,
          photo,
          mask: await paintedMask(4800, 3600, { left: 0, top: 0, width: 90, height: 90 }),
        },
        { status: 422, field: 'mask', message: /too large in pixels \(4800 × 3600\)/ },
      ],
      [
        'a painted area with nothing painted',
        { fields: area, photo, mask: await paintedMask(1200, 900, undefined) },
        {
          status: 400,
          field: 'mask',
          message: /Paint over the part of the photo you want to change/,
        },
      ],
      [
        'a clear image with nothing painted on it',
        {
          fields: area,
          photo,
          mask: await paintedMask(1200, 900, undefined, { transparent: true }),
        },
        { status: 400, field: 'mask', message: /Paint over the part of the photo/ },
      ],
      [
        'a text file named mask.png',
        {
          fields: area,
          photo,
          mask: Buffer.from('this is not a picture, just text named mask.png'),
        },
        { status: 415, field: 'mask', message: /painted area must be an image \(PNG\)/ },
      ],
      [
        'an area edit without a painted area',
        { fields: area, photo },
        { status: 400, field: 'mask', message: /Paint over the part of the photo/ },
      ],
      [
        'a painted area on a restyle',
        { fields: form({ style: 'japandi' }), photo, mask },
        { status: 400, field: 'mask', message: /only used by “Edit a painted area”/ },
      ],
      [
        'a fabric or an old glossary finish given to the walls',
        { fields: form({ mode: 'surface', surfaceArea: 'walls', surface: 'velvet' }), photo },
        {
          status: 422,
          field: 'surface',
          message:
            /^“velvet” is not a finish for the walls\. Choose one from the list: Matte paint, /,
        },
      ],
      [
        'a floor material given to the counters',
        { fields: form({ mode: 'surface', surfaceArea: 'counters', surface: 'carpet' }), photo },
        { status: 422, field: 'surface', message: /not a finish for the counters/ },
      ],
      [
        'a wall colour that is not a colour code',
        {
          fields: form({
            mode: 'surface',
            surfaceArea: 'walls',
            surface: 'matte',
            surfaceColour: 'url(x)',
          }),
          photo,
        },
        {
          status: 422,
          field: 'surfaceColour',
          message:
            /^“url\(x\)” is not a colour code\. Choose a paint colour from the list, or enter one as #/,
        },
      ],
      [
        'paint without a colour',
        { fields: form({ mode: 'surface', surfaceArea: 'walls', surface: 'satin' }), photo },
        { status: 422, field: 'surfaceColour', message: /^Choose a paint colour from the list/ },
      ],
      [
        'a surface that is not walls, floor, cabinets or counters',
        { fields: form({ mode: 'surface', surfaceArea: 'ceiling', surface: 'matte' }), photo },
        { status: 400, field: 'surfaceArea', message: /walls, floor, cabinets or counters/ },
      ],
      [
        'staging without a style',
        { fields: form({ mode: 'stage' }), photo },
        { status: 400, field: 'style', message: /Choose a style/ },
      ],
      [
        'a mode that does not exist',
        { fields: form({ mode: 'teleport', style: 'japandi' }), photo },
        { status: 400, field: 'mode', message: /Choose what to do with the photo/ },
      ],
      [
        "another customer's room photo",
        { fields: { ...area, reuseInput: String(idOf(theirs.input)) }, mask },
        { status: 404, field: 'photo', message: /no longer available/ },
      ],
      [
        "one's own painted area as the room photo",
        { fields: { ...area, reuseInput: String(idOf(own.mask)) }, mask },
        { status: 404, field: 'photo', message: /no longer available/ },
      ],
      [
        'a mode the engine cannot do',
        { fields: form({ mode: 'declutter' }), photo },
        { status: 422, field: 'mode', message: /“Declutter” is not available here: .+/ },
        replicateForStylesOnly(),
      ],
    ]

    for (const [what, input, refusal, limits] of cases) {
      const outcome = await createRedesign(payload(), user, input, limits ?? settings).then(
        () => ({ accepted: true }),
        (error: { status?: number; field?: string; message: string }) => ({
          status: error.status,
          field: error.field,
          message: error.message,
        }),
      )
      // `what` rides along so a failure names the case.
      expect({ what, ...outcome }).toEqual({
        what,
        status: refusal.status,
        field: refusal.field,
        message: expect.stringMatching(refusal.message),
      })
    }
    expect(await creditBalance(payload(), user.id)).toBe(balance)
    expect(await images()).toBe(imagesBefore)
    expect(await redesigns()).toBe(redesignsBefore)
  }, 120_000)

  it('refuses a painted area before decoding the photo, which it checks only from its header', async () => {
    const user = await customerWithCredits(payload(), 'modes-mask-first', 10)
    // A photo whose header is whole but whose pixels are cut off: decoding it would fail.
    const cutOff = photo.subarray(0, Math.floor(photo.length / 2))
    const area = form({ mode: 'area', style: 'japandi' })
    const refusal = (mask: Uint8Array) =>
      createRedesign(payload(), user, { fields: area, photo: cutOff, mask }, settings).then(
        () => ({ accepted: true }),
        (error: { status?: number; field?: string; message: string }) => ({
          status: error.status,
          field: error.field,
          message: error.message,
        }),
      )
    // So each refusal here is the painted area's: the photo was never decoded.
    expect(
      await refusal(await paintedMask(900, 900, { left: 0, top: 0, width: 9, height: 9 })),
    ).toEqual({
      status: 400,
      field: 'mask',
      message: expect.stringMatching(/^The painted area is 900 × 900 pixels, not the shape/),
    })
    expect(await refusal(await paintedMask(1200, 900, undefined))).toEqual({
      status: 400,
      field: 'mask',
      message: expect.stringMatching(/^Nothing is painted\./),
    })
    // A good painted area: the photo is decoded, and refused, as before.
    expect(await refusal(mask)).toEqual({
      status: 422,
      field: undefined,
      message: expect.stringMatching(/^The image file is damaged or incomplete/),
    })
    expect(await countWhere(payload(), 'redesign-images', { owner: { equals: user.id } })).toBe(0)
    expect(await creditBalance(payload(), user.id)).toBe(10)
  }, 120_000)
})
