// The browser sends calls from routes.ts, which must name every contract entry with the same
// method, path and auth mode (the type-check says so too; this checks the values).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contract, contractEntries } from '../../../src/shared/contract';
import { routes } from '../../../src/shared/contract/routes';

describe('routes, the schema-free table the client sends calls from', () => {
  test('has exactly the contract groups and entries', () => {
    expect(Object.keys(routes)).toEqual(Object.keys(contract));
    for (const [group, calls] of Object.entries(contract)) {
      expect(Object.keys(routes[group as keyof typeof routes])).toEqual(Object.keys(calls));
    }
  });

  test.each(contractEntries.map(({ key, def }) => [key, def] as const))(
    '%s has the contract method, path and auth',
    (key, def) => {
      const [group = '', name = ''] = key.split('.');
      const route = (routes as Record<string, Record<string, unknown>>)[group]?.[name];
      expect(route).toEqual({ method: def.method, path: def.path, auth: def.auth });
    },
  );
});

describe('the contract modules a browser may run', () => {
  const contractDir = path.join(__dirname, '../../../src/shared/contract');
  const groupRoutes = Object.keys(contract).map((group) => `routes/${group}.ts`);

  test.each(['constants.ts', 'core.ts', ...groupRoutes])(
    '%s imports nothing but types (so no schema or TypeBox reaches the bundle)',
    (file) => {
      const source = readFileSync(path.join(contractDir, file), 'utf8');
      const imports = source.match(/^import\b[^;]*;/gm) ?? [];
      expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
    },
  );

  test('routes/index.ts imports the group tables and types only', () => {
    const source = readFileSync(path.join(contractDir, 'routes/index.ts'), 'utf8');
    const imports = source.match(/^import\b[^;]*;/gm) ?? [];
    expect(
      imports.filter((line) => !line.startsWith('import type ') && !/from '\.\/\w+';$/.test(line)),
    ).toEqual([]);
  });
});
