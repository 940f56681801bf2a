// Each server test file starts its own database (PGlite compiles its WebAssembly on start),
// which takes seconds on a busy two-core machine.
jest.setTimeout(60_000);
