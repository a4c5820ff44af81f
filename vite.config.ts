import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { port: 3000 },
  ssr: {
    // the server bundle keeps these as runtime imports: native bindings and packages that read their own files
    external: ['pg', 'graphile-worker', 'nodemailer', 'pino', '@node-rs/argon2'],
  },
});
