import { defineLibrary } from '@optwallet/packaging/build';

export default defineLibrary({ entry: ['src/index.ts', 'src/wire-entry.ts'] });
