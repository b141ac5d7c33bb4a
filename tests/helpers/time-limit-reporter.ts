/** Vitest's side of tests/helpers/time-limits.ts: lists the tests that came near their limit. */
import type { Reporter, TestCase } from 'vitest/node';
import { nearTheirLimit, type Timed } from './time-limits';

export default class TimeLimitReporter implements Reporter {
  private readonly timed: Timed[] = [];

  onTestCaseResult(test: TestCase) {
    const diagnostic = test.diagnostic();
    if (!diagnostic || test.result().state === 'skipped') return;
    this.timed.push({
      name: `${test.project.name} › ${test.module.relativeModuleId} › ${test.fullName}`,
      durationMs: diagnostic.duration,
      limitMs: test.options.timeout ?? test.project.config.testTimeout,
    });
  }

  onTestRunEnd() {
    console.log(`\n${nearTheirLimit(this.timed).join('\n')}`);
  }
}
