import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#server/db/client';

type Executor = Parameters<typeof queryRows>[0];

export interface PersonDetails {
  name: string;
  email: string;
  universityId: string;
  phone: string;
  department: string;
}

/**
 * Records a founder or receiver, one row per email (case-insensitive): the
 * latest details an admin typed win, so the record stays current.
 */
export async function upsertPerson(db: Executor | Database, person: PersonDetails): Promise<string> {
  const [row] = await queryRows(
    db,
    sql`INSERT INTO people (email, name, university_id, phone, department)
        VALUES (${person.email.toLowerCase()}, ${person.name}, ${person.universityId}, ${person.phone}, ${person.department})
        ON CONFLICT ((lower(email))) DO UPDATE SET
          name = excluded.name,
          university_id = excluded.university_id,
          phone = excluded.phone,
          department = excluded.department,
          updated_at = now()
        RETURNING id`,
    z.object({ id: z.string() }),
  );
  return row!.id;
}
