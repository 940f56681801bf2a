import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Text answers (JSON, SVG, HTML, XML) over 1 KB go out in brotli, else gzip, when the client
 * accepts one; below that the saving is smaller than the work. Request bodies are read as sent:
 * the app's clients send plain JSON, so there is no inflating of bodies to offer an attacker.
 */
export const COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  globalDecompression: false,
};
