// Remix options; vite.config.ts hands them to the Remix Vite plugin. All v3 future flags are on.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
