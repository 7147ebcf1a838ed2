import { setFlagsFromString } from 'node:v8';

/**
 * How far the JavaScript heap may grow past what it held after its last full
 * collection before it collects again: by half. V8 chooses up to four times
 * when a server allocates fast, and under load (50 members at once, each
 * request leaving garbage behind) the heap of a server on the embedded
 * database grew from 70 MB to over 200 MB, holding 100 MB alive; the goal is
 * 400 MB in all (issue #14 §5, decision 0025). Full collections run a little
 * more often; they mark concurrently, off the main thread.
 */
export const HEAP_GROWING_PERCENT = 50;

/** Read by V8 whenever it sets the heap's next limit, so it holds from the call on. */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
