// Builds the client unless dist/ is already as new as its sources. `npm test` starts this with its
// first stage at the lowest CPU priority (config/runTests.js), so the browser stage finds the
// client built.
import path from 'node:path';
import { ensureClientBuild } from '../src/server/clientBuild';

ensureClientBuild(path.resolve(__dirname, '..'), (message) => console.log(message)).catch(
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
