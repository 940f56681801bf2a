// Prints, at the end of a Jest run, the ten test files that took longest: where the next
// regression in the run's time will show first.
const path = require('node:path');

const SHOWN = 10;

class TimingReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((result) => ({
        file: path.relative(process.cwd(), result.testFilePath),
        seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      }))
      .filter((entry) => Number.isFinite(entry.seconds))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const lines = files.map(
      ({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`,
    );
    process.stdout.write(`\nSlowest ${files.length} test files:\n${lines.join('\n')}\n`);
  }
}

module.exports = TimingReporter;
