import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colorSchemeBoot } from './build/color-scheme-boot';
import { faceModels } from './build/face-models';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), colorSchemeBoot(), precompress(), ...(isSsrBuild ? [] : [faceModels(), ...pwa()])],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The budget that matters is gzip size of the first load (scripts/initial-js-size.mjs), not raw chunk size.
    chunkSizeWarningLimit: 600,
    // The server renderer reads it to announce a page's chunks with the HTML (src/app/server/page-assets.ts).
    manifest: true,
    // public/ belongs to the browser's build only.
    copyPublicDir: !isSsrBuild,
  },
  // The server renderer's build (`vite build --ssr`, dist-ssr) is self-contained and always React's production
  // build, whatever NODE_ENV the API runs under (`npm start` is a development server with demo data).
  ssr: { noExternal: true, target: 'node' },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
