// Writes the run's pass/fail counts to $JEST_SUMMARY_FILE for .ci/run's closing line.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.JEST_SUMMARY_FILE;
    if (!file) return;
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      pending: results.numPendingTests,
    };
    fs.writeFileSync(file, JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
