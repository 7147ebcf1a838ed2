import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { copyOfPgliteTemplate } from '#tests/support/pglite-template';
import { openDatabase } from './client';

describe('the embedded database', () => {
  it('runs queued statements one per turn of the event loop, in the order they came', async () => {
    // The run's migrated template: a new embedded database takes seconds to create.
    const handle = await openDatabase({ kind: 'pglite', dataDir: await copyOfPgliteTemplate() });
    try {
      const events: string[] = [];
      let turning = true;
      const turn = () => {
        events.push('turn');
        if (turning) setImmediate(turn);
      };
      setImmediate(turn);
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          handle.db.execute(sql`SELECT ${index}::int AS n`).then(() => events.push(`statement ${index}`)),
        ),
      );
      turning = false;
      const statements = events.filter((event) => event !== 'turn');
      expect(statements).toEqual(Array.from({ length: 10 }, (_, index) => `statement ${index}`));
      // Connections and answers get their turn between any two statements.
      expect(events.join(',')).not.toMatch(/statement \d+,statement/);
    } finally {
      await handle.close();
    }
  });
});
