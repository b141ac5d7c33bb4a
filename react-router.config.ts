import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets parallel checkouts of work build side by side; `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router v8's behaviour, adopted on v7 (docs/decisions/0031-toolchain.md): the context
  // is a RouterContextProvider, loaders read the normalised `url` (the request arrives as sent,
  // `.data` and all), the home page's data request is `/_.data`, and the build uses Vite's
  // Environment API.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
