import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Routes are lazy chunks and CI's two cores are shared: give findBy* queries time to settle.
configure({ asyncUtilTimeout: 5000 });
// A view test that clicks through a dialog can take longer than jest's 5 s on a loaded machine;
// each step still waits for what it checks, this only bounds a test that hangs.
jest.setTimeout(30_000);
