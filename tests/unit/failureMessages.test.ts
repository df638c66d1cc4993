import { failureMessages, providerFailureMessage } from '@/lib/redesign/failureMessages'

describe('what a customer reads when the provider fails a redesign', () => {
  it.each([
    ['CUDA out of memory. Tried to allocate 2.00 GiB', failureMessages.couldNotFinish],
    ['Traceback (most recent call last): RuntimeError: boom', failureMessages.couldNotFinish],
    [
      'NSFW content detected. Please try again with a different image.',
      failureMessages.refusedAsUnsafe,
    ],
    ['Output flagged as sensitive (E005)', failureMessages.refusedAsUnsafe],
    ['cannot identify image file <_io.BytesIO object>', failureMessages.inputRefused],
    ['Invalid mask: must be the same size as the image', failureMessages.inputRefused],
  ])('%s', (providerError, expected) => {
    const message = providerFailureMessage(providerError)
    expect(message).toBe(expected)
    expect(message).toMatch(/Your credits have been returned/)
    expect(message).not.toContain(providerError.split(' ')[0])
  })
})
