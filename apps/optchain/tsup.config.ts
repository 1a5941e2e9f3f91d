import { defineConfig } from 'tsup';

// The node ships as one bundle: workspace packages are compiled in from source, so a start needs
// no separate build of them; npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/devnet.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@optwallet\//],
  esbuildOptions(options) {
    options.conditions = ['@optwallet/source'];
  },
});
