import { stopAllApps } from '../__tests__/e2e/support/startApp';

// Journeys start a real app (building the client on a fresh clone) and a real browser.
jest.setTimeout(180_000);

// An app whose start timed out must not outlive its test file.
afterAll(() => stopAllApps());
