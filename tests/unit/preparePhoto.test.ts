import { preparePhoto } from '@/components/redesign/preparePhoto'
import { uploadMessages } from '@/lib/uploads/uploadMessages'

/** A picked file whose bytes cannot be read: a dropped folder, or one moved since it was chosen. */
const unreadableFile = () =>
  ({
    name: 'Living room',
    type: '',
    size: 4096,
    slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotFoundError')) }),
  }) as unknown as File

describe('checking a photo in the browser before upload', () => {
  it('says a file that cannot be read could not be opened, and what to do', async () => {
    await expect(preparePhoto(unreadableFile())).resolves.toEqual({
      problem: uploadMessages.unreadable(),
    })
    expect(uploadMessages.unreadable()).toMatch(/could not be opened.*Choose the photo again\.$/)
  })

  it('names an empty file before reading it', async () => {
    await expect(preparePhoto(new File([], 'room.jpg', { type: 'image/jpeg' }))).resolves.toEqual({
      problem: uploadMessages.empty(),
    })
  })
})
