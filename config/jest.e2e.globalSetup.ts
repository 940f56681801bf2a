// Before the first e2e test file: Chromium and the emoji font are there (installed when this
// machine allows), or the run stops at once with the command that installs them.
import { checkBrowserDeps } from './browserDeps';

export default function globalSetup(): void {
  checkBrowserDeps();
}
