import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Page } from '#server/lib/paging';

/** Rows read from the database per query while exporting: memory stays flat whatever the list's length. */
export const EXPORT_BATCH_SIZE = 5000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * Every row of a keyset-paged list, one page at a time. The next page is read while
 * this one is written out, so the database and the CSV writer work side by side;
 * at most two pages are held, whatever the list's length.
 */
export async function* everyRow<Row>(
  readPage: (cursor: string | undefined) => Promise<Page<Row>>,
): AsyncGenerator<Row> {
  const ahead = (cursor: string | undefined) => {
    const read = readPage(cursor);
    // A download abandoned half way leaves the read ahead unawaited: its failure is no crash.
    read.catch(() => undefined);
    return read;
  };
  let next = ahead(undefined);
  for (;;) {
    const page = await next;
    const cursor = page.nextCursor ?? undefined;
    if (cursor) next = ahead(cursor);
    yield* page.items;
    if (!cursor) return;
  }
}

/**
 * A CSV file as a stream: RFC 4180 (CRLF, quotes where needed, line breaks
 * inside a cell quoted), UTF-8 with a byte order mark so spreadsheet programs
 * read Bangla names right, and cells beginning with = + - @ tab or CR prefixed
 * with ' so no spreadsheet runs them as formulas. Rows are pulled only as fast
 * as the client reads. `onDone` runs after the last row and before the file
 * ends, so whatever it records has happened by the time the download completes.
 */
export function csvStream<Row>(
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
  onDone: (count: number) => Promise<void>,
): Readable {
  async function* records() {
    let count = 0;
    for await (const row of rows) {
      count += 1;
      yield columns.map((column) => {
        const value = column.value(row);
        return value === null || value === undefined ? '' : String(value);
      });
    }
    await onDone(count);
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** `stored-items-2026-11-22.csv`: what the list is and when it was taken. */
export const exportFileName = (name: string, now = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;
