import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The committed SQL migrations; found beside this file in source and in the built server. */
export function migrationsDir(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(here, 'migrations');
}

/** An arbitrary constant: the advisory lock servers take so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;

const migrationRow = z.object({ name: z.string() });

/**
 * Applies the committed migrations not yet applied, each in its own transaction,
 * under an advisory lock so several servers starting together migrate once.
 */
export async function migrate(db: Database, dir = migrationsDir()): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  // A server starting on a database already up to date asks once, instead of
  // once per migration under the lock: 0.15 s of each start on PGlite (decision 0031).
  const recorded = new Set(
    (await queryRows(db, sql`SELECT name FROM schema_migrations`, migrationRow)).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (recorded.has(file)) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    const statements = text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const done = await queryRows(
        tx,
        sql`SELECT name FROM schema_migrations WHERE name = ${file}`,
        migrationRow,
      );
      if (done.length > 0) return false;
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
