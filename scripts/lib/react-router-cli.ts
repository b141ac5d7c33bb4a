/**
 * Runs React Router's command line (`react-router build`, `react-router typegen`) with its
 * output passed on, less one upstream false alarm: Vite 8.1 warns that `envFile` is deprecated,
 * and @react-router/dev 7 passes `envFile: false` to the Vite servers it makes inside
 * (remix-run/react-router#15229; fixed in the 8.x line only, by #15230). Nothing of ours sets it
 * and no config of ours reaches those servers (docs/decisions/0051).
 */
import { spawnSync } from 'node:child_process';

const upstreamFalseAlarms = [
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
];

/** Runs `react-router <args>`; exits with its status when it fails. */
export function reactRouter(args: readonly string[]) {
  const run = spawnSync('npx', ['react-router', ...args], {
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  for (const [output, write] of [
    [run.stdout, (text: string) => process.stdout.write(text)],
    [run.stderr, (text: string) => process.stderr.write(text)],
  ] as const) {
    const kept = (output ?? '').split('\n').filter((line) => {
      // eslint-disable-next-line no-control-regex
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
      return !upstreamFalseAlarms.some((alarm) => alarm.test(plain));
    });
    write(kept.join('\n'));
  }
  if (run.status !== 0) process.exit(run.status ?? 1);
}
