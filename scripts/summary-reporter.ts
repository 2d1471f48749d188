import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, "tests: N passed, N failed", that any CI log reader understands. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    console.log(`\ntests: ${passed} passed, ${failed} failed${tail}`);
  }
}
