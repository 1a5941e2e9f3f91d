import { defineLibrary } from '@optwallet/packaging/build';

// Stories and tests are not reachable from src/index.ts, so they stay out of dist.
export default defineLibrary({ entry: ['src/index.ts'], css: true, useClient: true });
