import * as migration_20261122_022258_initial from './20261122_022258_initial';
import * as migration_20261122_025850_content_collections from './20261122_025850_content_collections';

export const migrations = [
  {
    up: migration_20261122_022258_initial.up,
    down: migration_20261122_022258_initial.down,
    name: '20261122_022258_initial',
  },
  {
    up: migration_20261122_025850_content_collections.up,
    down: migration_20261122_025850_content_collections.down,
    name: '20261122_025850_content_collections'
  },
];
