import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '#server/lib/errors';

/** JSON bodies are small (reports, profiles); photos go through multipart with their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The deepest body any route takes is two levels (a manual entry's founder);
 * anything much deeper is not a request of this app, and parsing, validating
 * or walking it only costs the server time and stack.
 */
export const MAX_JSON_DEPTH = 16;
/** Keys and array items a body may hold in all, counted while checking it for NUL. */
const MAX_JSON_NODES = 20_000;

export const NUL_REFUSED = 'Text may not contain the NUL character.';
export const TOO_DEEP = 'The request body is nested too deeply.';
export const TOO_MANY_VALUES = 'The request holds too many values.';
const tooLarge = () => new AppError(413, 'The request is too large.', 'TOO_LARGE');

/**
 * Follows the nesting of objects and arrays in JSON as its bytes arrive,
 * without parsing: a 1 MB `[[[[…` is refused after `limit` bytes, before the
 * rest is even read, let alone handed to JSON.parse, zod or a recursive walk.
 * Bytes, not characters: JSON's brackets, quotes and backslash are ASCII, and
 * no byte of a multi-byte UTF-8 character is ASCII.
 */
export class JsonNestingScanner {
  #depth = 0;
  #inString = false;
  #escaped = false;

  constructor(private readonly limit: number) {}

  /** True as soon as the nesting so far is deeper than the limit. */
  exceeded(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (byte === 0x5c) this.#escaped = true;
        else if (byte === 0x22) this.#inString = false;
      } else if (byte === 0x22) {
        this.#inString = true;
      } else if (byte === 0x7b || byte === 0x5b) {
        this.#depth += 1;
        if (this.#depth > this.limit) return true;
      } else if (byte === 0x7d || byte === 0x5d) {
        this.#depth -= 1;
      }
    }
    return false;
  }
}

/**
 * What is wrong with a parsed input, if anything: a string (or key) holding
 * NUL, or more values than any form of this app sends. Walks with its own
 * stack, never the call stack, so no input can overflow or stall it.
 */
export function inputProblem(value: unknown): 'nul' | 'too-many' | null {
  const pending: unknown[] = [value];
  let visited = 0;
  while (pending.length > 0) {
    const current = pending.pop();
    visited += 1;
    if (visited > MAX_JSON_NODES) return 'too-many';
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push(item);
      }
    }
  }
  return null;
}

/**
 * Bad input is refused where it enters, for every route at once: JSON bodies
 * are limited in size and depth before they are parsed, and no text in the
 * path, the query or the body may hold NUL (PostgreSQL text cannot, and would
 * answer with an error instead of a 400).
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    // A stream parser, not parseAs: the checks run on each chunk as it arrives. Fastify
    // closes the connection after an error here, so the rest of a refused body is never read.
    app.addContentTypeParser('application/json', (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (declared > JSON_BODY_LIMIT) {
        done(tooLarge(), undefined);
        return;
      }
      const scanner = new JsonNestingScanner(MAX_JSON_DEPTH);
      const chunks: Buffer[] = [];
      let received = 0;
      const stop = (error: Error | null, body?: unknown) => {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        payload.removeListener('error', onError);
        done(error, body);
      };
      function onData(chunk: Buffer | string) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        received += bytes.length;
        if (received > JSON_BODY_LIMIT) return stop(tooLarge());
        if (scanner.exceeded(bytes)) return stop(new AppError(400, TOO_DEEP, 'TOO_DEEP'));
        chunks.push(bytes);
      }
      function onEnd() {
        if (!Number.isNaN(declared) && declared !== received) {
          return stop(badRequest('The request body ended early.', 'BAD_BODY'));
        }
        const text = Buffer.concat(chunks, received).toString('utf8');
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        payload.removeListener('error', onError);
        // Fastify's default parser answers through `done`; its type also allows a promise.
        void parseJson(request, text, done);
      }
      function onError(error: Error) {
        stop(badRequest(error.message || 'The request body could not be read.', 'BAD_BODY'));
      }
      payload.on('data', onData);
      payload.on('end', onEnd);
      payload.on('error', onError);
      payload.resume();
    });

    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const problem = inputProblem(part);
        if (problem === 'nul') throw badRequest(NUL_REFUSED, 'INVALID');
        if (problem === 'too-many') throw new AppError(413, TOO_MANY_VALUES, 'TOO_LARGE');
      }
    });
  },
  { name: 'input-guard' },
);
