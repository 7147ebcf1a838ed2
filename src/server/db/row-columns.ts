import { z } from 'zod';

/**
 * A bigint column as a raw statement's row holds it (count(*), sum() of
 * integers, a bigserial id): PGlite hands it over as a number, node-postgres as
 * a string, since it may exceed 2^53. The program's counts and ids stay far
 * below that, so both become a number here; every other column type arrives
 * alike from both engines (timestamps and dates as text, numeric as text) and
 * needs no coercion.
 */
export const bigintColumn = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
