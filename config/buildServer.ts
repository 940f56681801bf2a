// `npm run build`'s second half: the server compiled to build/server/main.js (src/server/serverBuild.ts).
import { projectRoot } from './projectRoot';
import { buildServer } from '../src/server/serverBuild';

buildServer(projectRoot).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
