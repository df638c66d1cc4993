import os from 'node:os'

import pLimit from 'p-limit'

/**
 * Every decode and encode of a whole image in this process (uploads, painted areas, enlargements,
 * share images) takes a turn here, one per core at a time: a burst finishes sooner and the server
 * keeps answering, where decoding everything at once would starve it for seconds on a small
 * machine. The rest wait their turn, in order of arrival.
 */
export const oneAtATimePerCore = pLimit(
  Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
)
