import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The living catalogue (`npm run catalogue -w apps/web`), built apart in dist-catalogue/, off the app's chunks. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { port: 5174, open: '/catalogue.html' },
  build: {
    outDir: 'dist-catalogue',
    target: 'es2022',
    rollupOptions: { input: 'catalogue.html' },
  },
});
