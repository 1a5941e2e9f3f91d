import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes versioned SQL into drizzle/ (committed); the server applies it on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
