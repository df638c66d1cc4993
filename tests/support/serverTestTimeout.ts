import { jest } from '@jest/globals'

// Tests that talk to the built server share two cores with it and with a browser: a test's timeout
// is there to stop a hang, never to judge speed (bench/ does that), so Jest's 5 s default is too
// tight for a test of a few page requests on a busy runner. Set here, not as the projects'
// `testTimeout`: Jest 30's circus runner reads only the top-level value and ignores a project's.
// This also wins over a `--testTimeout` given on the command line; a test's own timeout wins over it.
jest.setTimeout(60_000)
