import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
      manifest: {
        name: 'Pre-Battle Wizard for Mortem et Gloriam',
        short_name: 'Pre-Battle',
        description:
          'Walks two players through the Mortem et Gloriam pre-battle: roll-off, the five-day PBS march, terrain, weather, scouting and deployment. Also battle dice and line of sight for Commands & Colors: Napoleonics, and table layouts and terrain effects for A Great Victory!. Works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#7a2e1d',
        background_color: '#f6f1e7',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
