/** What a customer reads when an enlargement ends without an image (the details go to the log). */
export const upscaleFailureMessages = {
  failed: 'This enlargement could not be made. Your credits have been returned; please try again.',
  timedOut:
    'This enlargement took too long and was stopped. Your credits have been returned; please try again.',
  redesignDeleted:
    'Its redesign was deleted before this enlargement finished. Your credits have been returned.',
} as const
