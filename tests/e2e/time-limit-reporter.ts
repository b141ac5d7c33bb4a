/** Playwright's side of tests/helpers/time-limits.ts: lists the tests that came near their limit. */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { nearTheirLimit, type Timed } from '../helpers/time-limits';

export default class TimeLimitReporter implements Reporter {
  private readonly timed: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    this.timed.push({
      name: `${relative(process.cwd(), test.location.file)}:${test.location.line} › ${test.title}`,
      durationMs: result.duration,
      limitMs: test.timeout,
    });
  }

  onEnd() {
    console.log(`\n${nearTheirLimit(this.timed).join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
