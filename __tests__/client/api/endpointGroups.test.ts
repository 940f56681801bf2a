import * as everyEndpoint from '../../../src/client/api';
import { ENDPOINT_GROUPS } from '../../../src/client/api/endpointGroups';

describe('the endpoint groups the session recorder registers one at a time', () => {
  test('are every group index.ts registers at once, each once', async () => {
    const modules = await Promise.all(ENDPOINT_GROUPS.map((load) => load()));
    const loaded = modules.flatMap((module) => Object.values(module));
    const groups = Object.entries(everyEndpoint).filter(
      ([name]) => name.endsWith('Api') && name !== 'api',
    );
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.filter(([, group]) => !loaded.includes(group)).map(([name]) => name)).toEqual([]);
    expect(modules).toHaveLength(groups.length);
  });
});
