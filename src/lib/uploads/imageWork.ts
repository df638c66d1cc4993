import os from 'node:os'

import pLimit from 'p-limit'

// Every whole-image decode and encode takes a turn, one per core: a burst would otherwise starve the server.
export const oneAtATimePerCore = pLimit(
  Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
)
