import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Each step waits for what it checks; these only bound a test that hangs. Routes are lazy modules
// that a file's first render loads and transforms, which on a loaded 2-core machine (CI beside
// other work) has taken over 5 s, so findBy* queries wait up to 15 s and a test up to a minute.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
