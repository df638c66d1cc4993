/** @jest-environment node */
import { studioFormParts } from '@/lib/redesign/studioFormParts'

/** The form as the route reads it: multipart bytes parsed back into FormData by the platform. */
async function sent(parts: [string, string | Blob][]): Promise<FormData> {
  const form = new FormData()
  for (const [name, value] of parts) form.append(name, value)
  return new Response(form).formData()
}

const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })

describe('the studio form’s parts', () => {
  it('takes an empty text mask, as a naive client sends for “no mask”, as no painted area', async () => {
    for (const empty of ['', '  '])
      expect(
        await studioFormParts(
          await sent([
            ['mode', 'restyle'],
            ['mask', empty],
            ['photo', png],
          ]),
        ),
      ).toEqual({
        fields: { mode: 'restyle' },
        photo: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        mask: undefined,
      })
  })

  it('keeps every style ticked to compare, and the last value of any other repeated field', async () => {
    const parts = await studioFormParts(
      await sent([
        ['style', 'japandi'],
        ['style', 'bohemian'],
        ['compareStyles', 'japandi'],
        ['compareStyles', 'scandinavian'],
        ['compareStyles', png],
      ]),
    )
    expect(parts.fields).toEqual({ style: 'bohemian', compareStyles: ['japandi', 'scandinavian'] })
  })

  it('takes an empty file part as an empty painted area, and a file as its bytes', async () => {
    const empty = await studioFormParts(
      await sent([['mask', new Blob([], { type: 'application/octet-stream' })]]),
    )
    expect(empty.mask).toEqual(new Uint8Array())
    const painted = await studioFormParts(await sent([['mask', png]]))
    expect(painted.mask).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  })

  it('refuses text with something in it in place of the painted area', async () => {
    await expect(
      studioFormParts(
        await sent([
          ['mode', 'area'],
          ['mask', 'data:image/png;base64,iVBOR'],
        ]),
      ),
    ).rejects.toMatchObject({
      status: 400,
      field: 'mask',
      message: 'The painted area must be an image (PNG). Paint the area again.',
    })
  })
})
