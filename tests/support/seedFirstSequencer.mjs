// The integration suite shares one database: the seed test must see it empty, so it runs first;
// every other file then finds the shipped content in place.
import sequencerModule from '@jest/test-sequencer'

// The package is CommonJS with its class on `default`.
const Sequencer = sequencerModule.default ?? sequencerModule

export default class SeedFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests)
    return Array.from(sorted).sort(
      (a, b) => Number(!a.path.endsWith('seed.test.ts')) - Number(!b.path.endsWith('seed.test.ts')),
    )
  }
}
