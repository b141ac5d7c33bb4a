import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets parallel checkouts of work build side by side; `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
