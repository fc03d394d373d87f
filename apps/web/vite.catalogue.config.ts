import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The living catalogue of components/ui (`npm run catalogue -w apps/web`): a build of its own, in
 * dist-catalogue/, so nothing of it reaches the app's chunks, its service worker or its server.
 */
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
