import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/errors';

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

/**
 * Deepest nesting of objects and arrays in JSON text, scanned without parsing
 * and stopping as soon as it passes `limit`: a 1 MB `[[[[…` is refused after
 * `limit` characters, before JSON.parse, zod or any recursive walk sees it.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
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
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
          done(new AppError(400, TOO_DEEP, 'TOO_DEEP'), undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );

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
