import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer fits in a packet or two; compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (JSON, pages) above the threshold for browsers that ask.
 * Brotli at quality 4 costs about what gzip does and still saves more; the
 * built JS and CSS are compressed once at build instead (spa.ts serves those
 * copies, which this leaves alone as they already carry a Content-Encoding).
 * Images are compressed formats and are never recompressed. Request bodies are
 * not decompressed: nothing sends them compressed, and the body limits stay
 * limits on what arrives.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
