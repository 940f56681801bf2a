// IMAGE_CACHE_DIR: instances sharing the directory, and the next start, take a picture's WebP or
// AVIF copy from disk instead of encoding it again; the disk only ever saves work.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type * as raster from '../../../src/server/services/catalogue/rasterImages';

type RasterModule = typeof raster;

/** The module as a newly started instance has it: nothing kept in memory yet. */
function freshInstance(): RasterModule {
  let loaded: RasterModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<RasterModule>(
      '../../../src/server/services/catalogue/rasterImages',
    );
  });
  return loaded!;
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const NAME = 'wall-pastel-birthday-d00001-1';

describe('the raster copies kept on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'utsav-raster-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('a copy one instance encoded is the one the next instance sends', async () => {
    const first = await freshInstance().renderRaster('product', NAME, 360, 'avif', dir);
    expect((await sharp(first).metadata()).format).toBe('heif');
    const [file] = await filesIn(dir);
    expect(await filesIn(dir)).toHaveLength(1);

    // What is on disk is what the next instance sends: it does not encode the picture again.
    const marked = Buffer.concat([first, Buffer.from('kept')]);
    await writeFile(file!, marked);
    const next = await freshInstance().renderRaster('product', NAME, 360, 'avif', dir);
    expect(next.equals(marked)).toBe(true);
  });

  test('another picture, width, format or the placeholder is a copy of its own', async () => {
    const instance = freshInstance();
    await instance.renderRaster('product', NAME, 360, 'webp', dir);
    await instance.renderRaster('product', NAME, 360, 'avif', dir);
    await instance.renderRaster('product', NAME, 600, 'webp', dir);
    await instance.renderRaster('product', 'arch-rose-gold-birthday-d00002-1', 360, 'webp', dir);
    await instance.renderPlaceholder('product', NAME, dir);
    expect(await filesIn(dir)).toHaveLength(5);
  });

  test('a directory that cannot be written still gets the picture encoded and sent', async () => {
    const notADirectory = path.join(dir, 'a-file');
    await writeFile(notADirectory, 'not a directory');
    const bytes = await freshInstance().renderRaster('product', NAME, 360, 'webp', notADirectory);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 360]);
  });
});
