import path from 'node:path';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { StatsChunk, StatsCompilation, StatsModule } from 'webpack';
import { bundleBudget } from '../../config/bundleBudget';
import { COMPILE_HINT, DIST_DIR, SOURCE_MAPS_DIR, STATS_FILE } from '../../config/buildOutput';
import { ensureClientBuild } from '../../src/server/clientBuild';
import { buildWebServer } from '../../src/server/web';
import { loadSettings } from '../../src/server/settings';

const root = path.resolve(__dirname, '../..');
const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

type ChunkId = string | number;

/** A dialog's body, which loads when the dialog first opens, never with a first view. */
const LOCATION_PANEL_MODULE = './src/client/views/location/LocationPanel.tsx';

/** The modules a chunk is made of, those inside concatenated modules one by one. */
function leafModules(modules: readonly StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) =>
    module.modules?.length
      ? leafModules(module.modules)
      : module.type === 'module' && module.name
        ? [module]
        : [],
  );
}

/** A dependency's package name, or the project's own file. */
function ownerOf(moduleName: string): string {
  const file = moduleName.replace(/ \+ \d+ modules?$/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return inPackage?.[1] ?? file;
}

let stats: StatsCompilation;
let chunks: Map<ChunkId, StatsChunk>;
const sent = new Map<string, number>();

/**
 * The chunk's JavaScript as a browser downloads it: the build's Brotli copies, which the web
 * server sends to every browser that accepts them (all current ones do).
 */
function sentSize(chunk: StatsChunk) {
  return (chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + (sent.get(file) ?? 0), 0);
}

const chunkName = (chunk: StatsChunk) =>
  chunk.names?.length ? `"${chunk.names.join(', ')}"` : `shared chunk ${chunk.id}`;

const chunkLabel = (chunk: StatsChunk) =>
  `${chunkName(chunk)} (${(chunk.files ?? []).filter((file) => file.endsWith('.js')).join(', ')})`;

/** "react-dom 530.1 KB, ./src/client/index.tsx 12.0 KB, …": what the chunk weighs most of. */
function biggestModules(chunk: StatsChunk, count = 6) {
  const bySource = new Map<string, number>();
  for (const module of leafModules(chunk.modules)) {
    const owner = ownerOf(module.name ?? '');
    bySource.set(owner, (bySource.get(owner) ?? 0) + (module.size ?? 0));
  }
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([owner, size]) => `${owner} ${kb(size)}`)
    .join(', ');
}

/** A chunk, its Brotli size and its biggest modules (their size before minifying). */
function chunkReport(chunk: StatsChunk) {
  const modules = biggestModules(chunk);
  return `${chunkLabel(chunk)} ${kb(sentSize(chunk))} br${modules ? `; biggest modules (source size): ${modules}` : ''}`;
}

const chunkOf = (id: ChunkId) => {
  const chunk = chunks.get(id);
  if (!chunk) throw new Error(`the stats name no chunk ${id}`);
  return chunk;
};

/** The chunks every page loads: the entry's and the app's, which the entry starts. */
const startChunkIds = (): ChunkId[] => {
  const app = stats.namedChunkGroups?.[bundleBudget.app];
  if (!app) throw new Error(`the build has no chunk group "${bundleBudget.app}"`);
  return [
    ...new Set([...(stats.entrypoints?.[bundleBudget.entry]?.chunks ?? []), ...(app.chunks ?? [])]),
  ];
};
const startChunks = () => startChunkIds().map(chunkOf);

/** Chunks holding a module of one of these packages, with the modules found. */
function chunksWithPackages(inChunks: StatsChunk[], packages: readonly string[]) {
  return inChunks.flatMap((chunk) => {
    const found = leafModules(chunk.modules)
      .map((module) => module.name ?? '')
      .filter((name) => packages.includes(ownerOf(name)));
    return found.length
      ? [`${chunkLabel(chunk)}: ${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}`]
      : [];
  });
}

describe('the production bundle keeps its budget (config/bundleBudget.ts)', () => {
  beforeAll(async () => {
    await ensureClientBuild(root, () => undefined);
    stats = JSON.parse(await readFile(STATS_FILE, 'utf8')) as StatsCompilation;
    chunks = new Map((stats.chunks ?? []).map((chunk) => [chunk.id ?? '', chunk]));
    for (const chunk of stats.chunks ?? []) {
      for (const file of chunk.files ?? []) {
        if (!file.endsWith('.js')) continue;
        sent.set(file, (await stat(path.join(DIST_DIR, `${file}.br`))).size);
      }
    }
  });

  test('every public route’s first view loads at most the first-view budget of JavaScript', () => {
    const routes = stats.namedChunkGroups ?? {};
    const entry = startChunkIds();
    const heavy = new Set<StatsChunk>();
    const overBudget = bundleBudget.publicRoutes.flatMap((route) => {
      const group = routes[route];
      if (!group) return [`route chunk "${route}" is not in the build: update the budget's list`];
      const loaded = [...new Set([...entry, ...(group.chunks ?? [])])]
        .map(chunkOf)
        .sort((a, b) => sentSize(b) - sentSize(a));
      const total = loaded.reduce((sum, chunk) => sum + sentSize(chunk), 0);
      if (total <= bundleBudget.firstViewKb * KB) return [];
      loaded.forEach((chunk) => heavy.add(chunk));
      const parts = loaded.map((chunk) => `${chunkName(chunk)} ${kb(sentSize(chunk))}`);
      return [
        `${route}: ${kb(total)} br before its first view, over ${bundleBudget.firstViewKb} KB (${parts.join(', ')})`,
      ];
    });
    const chunksLoaded = [...heavy]
      .sort((a, b) => sentSize(b) - sentSize(a))
      .map((chunk) => `  ${chunkReport(chunk)}`);
    expect([
      ...overBudget,
      ...(chunksLoaded.length ? ['the chunks:', ...chunksLoaded] : []),
    ]).toEqual([]);
  });

  test('every route’s own chunk is within the route chunk budget', () => {
    const routeChunks = [...chunks.values()].filter((chunk) =>
      (chunk.origins ?? []).some((origin) => origin.moduleName === bundleBudget.router),
    );
    // The router's pages are found: a renamed router would otherwise pass with nothing checked.
    expect(routeChunks.flatMap((chunk) => chunk.names ?? [])).toEqual(
      expect.arrayContaining([...bundleBudget.publicRoutes]),
    );
    const overBudget = routeChunks
      .filter((chunk) => sentSize(chunk) > bundleBudget.routeChunkKb * KB)
      .map((chunk) => `over ${bundleBudget.routeChunkKb} KB: ${chunkReport(chunk)}`);
    expect(overBudget).toEqual([]);
  });

  test(`${bundleBudget.notInitial.join(', ')} stay out of the chunks every page loads`, () => {
    expect(chunksWithPackages(startChunks(), bundleBudget.notInitial)).toEqual([]);
  });

  test(`${bundleBudget.nowhere.join(', ')} are in no client chunk`, () => {
    expect(chunksWithPackages([...chunks.values()], bundleBudget.nowhere)).toEqual([]);
  });
});

describe('V8 compiles a first view’s scripts as they stream in (webpack.config.ts)', () => {
  const scriptsOf = (chunkIds: readonly ChunkId[]) =>
    chunkIds.flatMap((id) => (chunkOf(id).files ?? []).filter((file) => file.endsWith('.js')));
  const firstLine = async (file: string) =>
    (await readFile(path.join(DIST_DIR, file), 'utf8')).split('\n', 1)[0];

  /** The chunks of the entry's, the app's and the public routes' chunk groups. */
  const firstViewChunkIds = () =>
    new Set<ChunkId>([
      ...startChunkIds(),
      ...bundleBudget.publicRoutes.flatMap(
        (route) => stats.namedChunkGroups?.[route]?.chunks ?? [],
      ),
    ]);

  test('the entry’s, the app’s and every public route’s scripts start with the compile hint', async () => {
    const firstView = new Set(scriptsOf([...firstViewChunkIds()]));
    expect(firstView.size).toBeGreaterThan(bundleBudget.publicRoutes.length);
    const unhinted: string[] = [];
    for (const file of firstView) if ((await firstLine(file)) !== COMPILE_HINT) unhinted.push(file);
    expect(unhinted).toEqual([]);
  });

  test('scripts no first view runs (dialogs, the DevTools, staff pages) stay lazily compiled', async () => {
    const firstViewChunks = firstViewChunkIds();
    const later = scriptsOf(
      [...chunks.keys()].filter(
        (id) => !firstViewChunks.has(id) && !chunkOf(id).names?.includes('supportFrame'),
      ),
    );
    // A dialog's own body (the location panel's) is among them, so the check reads real code.
    const dialogChunks = [...chunks.keys()].filter((id) =>
      leafModules(chunkOf(id).modules).some((module) => module.name === LOCATION_PANEL_MODULE),
    );
    expect(dialogChunks).not.toEqual([]);
    expect(later).toEqual(expect.arrayContaining(scriptsOf(dialogChunks)));
    const hinted: string[] = [];
    for (const file of later) if ((await firstLine(file)) === COMPILE_HINT) hinted.push(file);
    expect(hinted).toEqual([]);
  });

  test('a hinted script’s source map still points at its code, one line down', async () => {
    const [app] = scriptsOf(stats.namedChunkGroups?.[bundleBudget.app]?.chunks ?? []).filter(
      (file) => /^assets\/app\./.test(file),
    );
    expect(app).toBeDefined();
    const map = JSON.parse(await readFile(path.join(SOURCE_MAPS_DIR, `${app}.map`), 'utf8')) as {
      mappings: string;
    };
    // The hint's line maps to nothing; the code on the next line maps to the sources.
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.slice(1, 2)).not.toBe(';');
  });
});

describe('source maps are built hidden and never served', () => {
  test('the bundles name no map, dist/ holds none, and build/source-maps/ has one per bundle', async () => {
    await ensureClientBuild(root, () => undefined);
    const bundles = (await readdir(path.join(DIST_DIR, 'assets'))).filter((file) =>
      file.endsWith('.js'),
    );
    expect(bundles).toEqual(expect.arrayContaining([expect.stringMatching(/^main\./)]));
    const served = await readdir(DIST_DIR, { recursive: true });
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const bundle of bundles) {
      const code = await readFile(path.join(DIST_DIR, 'assets', bundle), 'utf8');
      expect(code).not.toMatch(/sourceMappingURL/);
      const map = JSON.parse(
        await readFile(path.join(SOURCE_MAPS_DIR, 'assets', `${bundle}.map`), 'utf8'),
      ) as { sources: string[]; mappings: string };
      expect(map.sources.length).toBeGreaterThan(0);
      expect(map.mappings.length).toBeGreaterThan(0);
    }
  });

  test('the web server answers 404 for a bundle’s map and sends the bundle with no map header', async () => {
    await ensureClientBuild(root, () => undefined);
    const main = (await readdir(path.join(DIST_DIR, 'assets'))).find((file) =>
      /^main\.[0-9a-f]+\.js$/.test(file),
    );
    expect(main).toBeDefined();
    const web = await buildWebServer(
      loadSettings({ API_PORT: '6202', PAY_PORT: '6203', WEB_PORT: '6201' }),
      DIST_DIR,
    );
    try {
      const bundle = await web.inject({ method: 'GET', url: `/assets/${main}` });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers.sourcemap).toBeUndefined();
      expect(bundle.headers['x-sourcemap']).toBeUndefined();
      const map = await web.inject({ method: 'GET', url: `/assets/${main}.map` });
      expect(map.statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
