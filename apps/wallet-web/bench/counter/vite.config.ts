import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vite's React template with nothing added: the bare app the bench compares against. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
});
