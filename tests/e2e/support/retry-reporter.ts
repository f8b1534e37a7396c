import type { Reporter, TestCase } from 'vitest/node';

/** Prints why a journey needed its retry: a pass on the second try would otherwise hide the first failure. */
export default class RetryReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    const result = testCase.result();
    if (retries === 0 || result.state !== 'passed') return;
    // The diff too: an assertion's message alone abbreviates what differed ("expected { …(1) } to deeply equal {}").
    for (const error of result.errors ?? [])
      console.log(`\n[retried] ${testCase.fullName}\n${error.stack ?? error.message}\n${error.diff ? `${error.diff}\n` : ''}`);
  }
}
