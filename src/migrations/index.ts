import * as migration_20261122_022258_initial from './20261122_022258_initial';

export const migrations = [
  {
    up: migration_20261122_022258_initial.up,
    down: migration_20261122_022258_initial.down,
    name: '20261122_022258_initial'
  },
];
