import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { accountDeletionSlice } from '../../../src/client/features/accountDeletion/accountDeletionSlice';
import { addressFormSlice } from '../../../src/client/features/addressForm/addressFormSlice';
import { authSlice } from '../../../src/client/features/auth/authSlice';
import { cartSlice } from '../../../src/client/features/cart/cartSlice';
import { checkoutSlice } from '../../../src/client/features/checkout/checkoutSlice';
import { paymentReturnSlice } from '../../../src/client/features/checkout/paymentReturnSlice';
import { coverVideoSlice } from '../../../src/client/features/coverVideo/coverVideoSlice';
import { crashSlice } from '../../../src/client/features/crash/crashSlice';
import { historySlice } from '../../../src/client/features/history/historySlice';
import { listingSlice } from '../../../src/client/features/listing/listingSlice';
import { locationSlice } from '../../../src/client/features/location/locationSlice';
import { modalsSlice } from '../../../src/client/features/modals/modalsSlice';
import { overlaySlice } from '../../../src/client/features/overlay/overlaySlice';
import { profileSlice } from '../../../src/client/features/profile/profileSlice';
import { recentlyViewedSlice } from '../../../src/client/features/recentlyViewed/recentlyViewedSlice';
import { reportProblemSlice } from '../../../src/client/features/reportProblem/reportProblemSlice';
import { searchSlice } from '../../../src/client/features/search/searchSlice';
import { sessionSlice } from '../../../src/client/features/session/sessionSlice';
import { shellSlice } from '../../../src/client/features/shell/shellSlice';
import { supportSlice } from '../../../src/client/features/support/supportSlice';
import { toastSlice } from '../../../src/client/features/toast/toastSlice';
import { wishlistSlice } from '../../../src/client/features/wishlist/wishlistSlice';
import { readTraceFile } from '../../../src/client/devtools/traceFiles';

// The trace README says which of the app's action types the recorded traces exercise and which
// none does; this keeps that list true as traces and slices change.

const root = path.resolve(__dirname, '../../..');
const TRACES_DIR = path.join(root, '__tests__/traces');
const README = path.join(TRACES_DIR, 'README.md');
const BEGIN = '<!-- action types: kept by __tests__/client/devtools/traceCoverage.test.ts -->';
const END = '<!-- end of action types -->';

const slices = [
  accountDeletionSlice,
  addressFormSlice,
  authSlice,
  cartSlice,
  checkoutSlice,
  paymentReturnSlice,
  coverVideoSlice,
  crashSlice,
  historySlice,
  listingSlice,
  locationSlice,
  modalsSlice,
  overlaySlice,
  profileSlice,
  recentlyViewedSlice,
  reportProblemSlice,
  searchSlice,
  sessionSlice,
  shellSlice,
  supportSlice,
  toastSlice,
  wishlistSlice,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every action type the app's own code defines: slice case reducers and `createAction`s. */
function appActionTypes(): Set<string> {
  const types = new Set<string>();
  for (const slice of slices) {
    for (const creator of Object.values(slice.actions)) types.add(creator.type);
  }
  const created = /createAction(?:<[^(]*>)?\(\s*'([^']+)'/g;
  for (const file of sourceFiles(path.join(root, 'src/client'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(created)) types.add(match[1]!);
  }
  return types;
}

function tracedActionTypes(): Set<string> {
  const types = new Set<string>();
  for (const name of readdirSync(TRACES_DIR)) {
    if (!name.endsWith('.json') || name.endsWith('.snapshot.json')) continue;
    const { trace } = readTraceFile(path.join(TRACES_DIR, name));
    for (const step of trace.steps) types.add(step.action.type);
  }
  return types;
}

const list = (types: Iterable<string>) =>
  [...types]
    .sort()
    .map((type) => `\`${type}\``)
    .join(', ');

/** The README's section, as the traces and the app stand. */
function expectedSection(): string {
  const app = appActionTypes();
  const traced = tracedActionTypes();
  const exercised = [...traced].filter((type) => app.has(type));
  const library = [...traced].filter((type) => !app.has(type));
  const never = [...app].filter((type) => !traced.has(type));
  return [
    BEGIN,
    '',
    `**Exercised** (${exercised.length} of the app's ${app.size} action types): ${list(exercised)}.`,
    '',
    `**From RTK Query and Redux**, also exercised: ${list(library)}.`,
    '',
    `**Exercised by no trace** (${never.length}): ${list(never)}.`,
    '',
    END,
  ].join('\n');
}

test("the trace README's lists of exercised and unexercised action types are up to date", () => {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  expect(start).toBeGreaterThanOrEqual(0);
  const section = text.slice(start, end + END.length);
  // On a change, replace the section in __tests__/traces/README.md with the one printed here.
  expect(section).toBe(expectedSection());
});
