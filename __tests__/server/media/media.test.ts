// The committed clips of `npm run media` (public/media/): real WebM (VP9) and MP4 (H.264) files
// under 1 MB with a WebP poster each, served by the web server with their media types.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MEDIA_CLIPS, MEDIA_LIMIT_BYTES } from '../../../src/server/media/clips';
import { loadSettings } from '../../../src/server/settings';
import { buildWebServer } from '../../../src/server/web';

const PUBLIC_MEDIA = path.join(__dirname, '../../../public/media');
const read = (file: string) => readFile(path.join(PUBLIC_MEDIA, file));

/** An MP4's length in seconds, from its movie header ('mvhd' version 0: timescale, duration). */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd') + 4;
  return bytes.readUInt32BE(at + 16) / bytes.readUInt32BE(at + 12);
}

describe('the cover and drop-banner clips', () => {
  test.each(MEDIA_CLIPS.map((clip) => [clip.name, clip] as const))(
    '%s: WebM and MP4 under 1 MB, and a poster of the clip’s width',
    async (name, clip) => {
      const webm = await read(`${name}.webm`);
      // EBML header, then the 'webm' doc type and a VP9 track.
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(webm.subarray(0, 64).includes('webm')).toBe(true);
      expect(webm.includes('V_VP9')).toBe(true);
      const mp4 = await read(`${name}.mp4`);
      expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(mp4.includes('avc1')).toBe(true);
      // A few seconds: each still's time, less the crossfades.
      expect(mp4Seconds(mp4)).toBeGreaterThan(3);
      expect(mp4Seconds(mp4)).toBeLessThanOrEqual(clip.stills.length * clip.secondsPerStill);
      for (const bytes of [webm, mp4]) {
        expect(bytes.length).toBeGreaterThan(20_000);
        expect(bytes.length).toBeLessThan(MEDIA_LIMIT_BYTES);
      }
      const poster = await sharp(await read(`${name}-poster.webp`)).metadata();
      expect([poster.format, poster.width]).toEqual(['webp', clip.size[0]]);
    },
  );
});

describe('the web server serves the clips', () => {
  let dist: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    // The build copies public/ into dist/; the same copy here, without a client build.
    dist = await mkdtemp(path.join(os.tmpdir(), 'utsav-media-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await cp(PUBLIC_MEDIA, path.join(dist, 'media'), { recursive: true });
    web = await buildWebServer(
      loadSettings({ API_PORT: '6112', PAY_PORT: '6113', WEB_PORT: '6111' }),
      dist,
    );
  });
  afterAll(async () => {
    await web?.close();
    await rm(dist, { recursive: true, force: true });
  });

  test.each([
    ['/media/cover-home.webm', 'video/webm'],
    ['/media/cover-home.mp4', 'video/mp4'],
    ['/media/cover-home-poster.webp', 'image/webp'],
    ['/media/drop-member.webm', 'video/webm'],
  ])('%s is %s, whole and by range', async (url, type) => {
    const whole = await web.inject({ method: 'GET', url });
    expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, type]);
    expect(whole.rawPayload.equals(await read(path.basename(url)))).toBe(true);
    // Browsers ask for video in ranges (seeking, Safari's first request).
    const part = await web.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);
  });
});
