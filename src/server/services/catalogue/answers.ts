// Finished answers of the catalogue's public reads (listing pages, keyword pages, search, a
// product), kept per API instance as they are sent: UTF-8 bytes, ETag, brotli and gzip forms.
// They hold nothing about the caller. The catalogue's news (a database notification on every
// change, see src/server/plugins/catalogueNews.ts) empties the cache; while the news cannot be
// heard, nothing is served from it. An answer asked for again is compressed once more at the
// codecs' best settings, in the background and one answer at a time: too slow for its first
// send, but every later one is smaller (a listing page's brotli by about a fifth).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The bytes an instance may spend on answers (JSON plus its compressed forms). */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Below this size an answer goes out as it is, as the compression plugin does. */
const COMPRESS_FROM = 1024;

export interface Answer {
  /** The JSON's UTF-8 bytes, encoded once rather than on every send. */
  bytes: Buffer;
  /** A weak ETag, as the ETag plugin gives every other answer. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Compressed at the codecs' best settings, so there is nothing left to gain. */
  best?: boolean;
}

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
  /** How many times news emptied the cache. */
  generation: number;
  /** Whether the news is heard, so answers are kept and served. */
  live: boolean;
  /** Kept answers compressed again at the best settings. */
  recompressed: number;
}

/** An answer's sendable forms, made once. */
export async function answerOf(json: string): Promise<Answer> {
  const etag = `W/"${createHash('sha1').update(json).digest('base64')}"`;
  const bytes = Buffer.from(json);
  if (bytes.length < COMPRESS_FROM) return { bytes, etag };
  const [br, gz] = await Promise.all([
    // The quality the compression plugin uses for every other answer.
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzipped(json),
  ]);
  return { bytes, etag, br, gzip: gz };
}

/** Brotli's best quality and gzip's best level: a tenth of a second or more for a listing page. */
export async function bestCompressed(answer: Answer): Promise<Answer> {
  if (!answer.br || !answer.gzip) return { ...answer, best: true };
  const [br, gz] = await Promise.all([
    brotli(answer.bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: answer.bytes.length,
      },
    }),
    gzipped(answer.bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...answer,
    br: br.length < answer.br.length ? br : answer.br,
    gzip: gz.length < answer.gzip.length ? gz : answer.gzip,
    best: true,
  };
}

export class AnswerCache {
  private readonly entries = new LRUCache<string, Answer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (answer) =>
      answer.bytes.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 200,
  });
  private generation = 0;
  private live = false;
  private hits = 0;
  private misses = 0;
  private recompressed = 0;
  /** Answers asked for again, waiting to be compressed at the best settings, oldest first. */
  private readonly toRecompress = new Map<string, Answer>();
  private recompressing: Promise<void> | null = null;

  /** A kept answer, while the news is heard. */
  get(key: string): Answer | undefined {
    const answer = this.live ? this.entries.get(key) : undefined;
    if (answer) {
      this.hits += 1;
      if (!answer.best) this.recompressLater(key, answer);
    } else this.misses += 1;
    return answer;
  }

  /** Compresses kept answers again one at a time, so two cores are never both taken by it. */
  private recompressLater(key: string, answer: Answer): void {
    this.toRecompress.set(key, answer);
    // A callback of `finally` runs after this assignment, even when there was nothing to do.
    this.recompressing ??= this.recompressWaiting().finally(() => {
      this.recompressing = null;
    });
  }

  private async recompressWaiting(): Promise<void> {
    for (const [key, kept] of this.toRecompress) {
      this.toRecompress.delete(key);
      // Gone since (news empties the cache, or pushed out), or asked for again meanwhile.
      if (this.entries.peek(key) !== kept) continue;
      const better = await bestCompressed(kept).catch(() => null);
      // The same check after: news or a newer answer while it was compressed leaves it out.
      if (better && this.entries.peek(key) === kept) {
        this.entries.set(key, better);
        this.recompressed += 1;
      }
    }
  }

  /** Settles once no kept answer is waiting to be compressed again. */
  async recompressions(): Promise<void> {
    await this.recompressing;
  }

  /** The generation a computation starts in; pass it to `keep`. */
  current(): number {
    return this.generation;
  }

  /**
   * Keeps an answer computed since `generation` began. One that started before the last news
   * may have read the catalogue as it was, so it is not kept.
   */
  keep(key: string, generation: number, answer: Answer): void {
    if (this.live && generation === this.generation) this.entries.set(key, answer);
  }

  /** The catalogue changed: forget every answer, and any still being computed. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.toRecompress.clear();
  }

  /** News heard again (answers kept from now) or lost (none kept or served until heard). */
  setLive(live: boolean): void {
    this.invalidate();
    this.live = live;
  }

  stats(): AnswerCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      generation: this.generation,
      live: this.live,
      recompressed: this.recompressed,
    };
  }
}
