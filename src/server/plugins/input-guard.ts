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

/** Characters no field keeps: C0 controls but tab and line breaks, DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Half of a surrogate pair, alone: JSON can carry it (`"\ud800"`), UTF-8 and PostgreSQL cannot. */
const LONE_SURROGATE = /\p{Cs}/gu;
/** Plain printable ASCII, the most of all text sent, needs none of the work below. */
// eslint-disable-next-line no-control-regex -- tab and line breaks are the controls it lets by
const NEEDS_WORK = /[^\u0009\u000A\u000D\u0020-\u007E]/;

/**
 * Text as every field of every route receives it: control characters other
 * than tab and line breaks removed, a lone surrogate made U+FFFD (as a browser
 * sends it), and the Unicode composed form (NFC), so one word is one string for
 * search, matching and comparison whatever keyboard typed it.
 */
export function normaliseText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD').normalize('NFC');
}

/**
 * Normalises every string of a parsed input in place (normaliseText), and says
 * what is wrong with it, if anything: a string (or key) holding NUL, or more
 * values than any form of this app sends. Walks with its own stack, never the
 * call stack, so no input can overflow or stall it. A bare string comes back
 * normalised as `value`.
 */
export function normaliseInput(input: unknown): { value: unknown; problem: 'nul' | 'too-many' | null } {
  if (typeof input === 'string') {
    return input.includes('\u0000')
      ? { value: input, problem: 'nul' }
      : { value: normaliseText(input), problem: null };
  }
  const pending: unknown[] = [input];
  let visited = 0;
  while (pending.length > 0) {
    const current = pending.pop();
    visited += 1;
    if (visited > MAX_JSON_NODES) return { value: input, problem: 'too-many' };
    if (current === null || typeof current !== 'object') continue;
    const container = current as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      if (key.includes('\u0000')) return { value: input, problem: 'nul' };
      const item = container[key];
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return { value: input, problem: 'nul' };
        const normalised = normaliseText(item);
        if (normalised !== item) container[key] = normalised;
      } else if (item !== null && typeof item === 'object') {
        pending.push(item);
      }
      visited += 1;
      if (visited > MAX_JSON_NODES) return { value: input, problem: 'too-many' };
    }
  }
  return { value: input, problem: null };
}

/**
 * Bad input is refused where it enters, for every route at once: JSON bodies
 * are limited in size and depth before they are parsed; no text in the path,
 * the query or the body may hold NUL (PostgreSQL text cannot, and would answer
 * with an error instead of a 400); and every other text is normalised once,
 * here, the same way for every field (normaliseText).
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
      for (const part of ['params', 'query', 'body'] as const) {
        const { value, problem } = normaliseInput(request[part]);
        if (problem === 'nul') throw badRequest(NUL_REFUSED, 'INVALID');
        if (problem === 'too-many') throw new AppError(413, TOO_MANY_VALUES, 'TOO_LARGE');
        if (value !== request[part]) request[part] = value;
      }
    });
  },
  { name: 'input-guard' },
);
