import { eq } from 'drizzle-orm';
import { changeNotice } from '#server/db/change-notices';
import type { Database } from '#server/db/client';
import { members } from '#server/db/schema';
import { notFound, text } from '#server/lib/errors';
import { withdrawClaimsOfLeavingMember, type ChangedClaim } from '#server/services/claims/decide-claim';
import type { Profile } from '#shared/schemas/profile';
import type { ServiceContext } from '#server/services/service-context';

type MemberRow = typeof members.$inferSelect;

export function toProfile(row: MemberRow): Profile {
  return {
    name: row.name,
    email: row.email,
    universityId: row.universityId,
    phone: row.phone,
    department: row.department,
    photoURL: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findMember(db: Database, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function updateProfile(
  { db, changes }: ServiceContext,
  id: string,
  fields: { name: string; universityId: string; phone: string; department: string; photoURL: string | null },
): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({
      name: fields.name,
      universityId: fields.universityId,
      phone: fields.phone,
      department: fields.department,
      photoUrl: fields.photoURL,
      updatedAt: new Date(),
    })
    .where(eq(members.id, id))
    .returning();
  if (!row) throw notFound(text('errors.accountGone'));
  changes.announce(changeNotice.member(id));
  return row;
}

/**
 * Deletes the member's account: their sign-in and personal fields go with the
 * row (sessions cascade); reports and claims they filed stay, their reporter
 * set to null by the schema; photos they uploaded keep being served. Their
 * open claims are withdrawn first, so nobody gone keeps an item 'Already
 * Claimed'. Returns the claims withdrawn.
 */
export async function deleteAccount({ db, changes }: ServiceContext, id: string): Promise<ChangedClaim[]> {
  const withdrawn = await db.transaction(async (tx) => {
    const withdrawn = await withdrawClaimsOfLeavingMember(tx, id);
    await tx.delete(members).where(eq(members.id, id));
    return withdrawn;
  });
  changes.announce(changeNotice.member(id));
  for (const claim of withdrawn) changes.announce(changeNotice.claim(id, claim.itemId));
  return withdrawn;
}
