import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Routes are lazy chunks and CI's two cores are shared: give findBy* queries time to settle.
configure({ asyncUtilTimeout: 5000 });
