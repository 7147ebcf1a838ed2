import { eq, sql } from 'drizzle-orm';
import { changeNotice } from '#server/db/change-notices';
import { members } from '#server/db/schema';
import { isUniversityEmail } from '#shared/university/university-config';
import type { ServiceContext } from '#server/services/service-context';
import type { OidcIdentity } from './oidc-client';

export type MemberSignInResult = { outcome: 'welcome'; memberId: string } | { outcome: 'wrong-domain' };

/**
 * Finds or makes the member for a verified university identity. Anyone else
 * is refused before anything about them is written.
 */
export async function signInMember(
  { db, changes }: ServiceContext,
  identity: OidcIdentity,
  emailDomain: string,
): Promise<MemberSignInResult> {
  if (!identity.emailVerified || !isUniversityEmail(identity.email, emailDomain)) {
    return { outcome: 'wrong-domain' };
  }
  const email = identity.email.toLowerCase();
  const memberId = await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: members.id })
      .from(members)
      .where(sql`${members.oidcIssuer} = ${identity.issuer} AND ${members.oidcSubject} = ${identity.subject}`)
      .limit(1);
    if (known) {
      // The provider's email may change (a renamed account); the name is the member's to edit.
      await tx.update(members).set({ email, updatedAt: new Date() }).where(eq(members.id, known.id));
      return known.id;
    }
    // Same university email, new identity (the issuer changed): the provider vouches for the address.
    const [sameEmail] = await tx
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.email}) = ${email}`)
      .limit(1);
    if (sameEmail) {
      await tx
        .update(members)
        .set({ oidcIssuer: identity.issuer, oidcSubject: identity.subject, updatedAt: new Date() })
        .where(eq(members.id, sameEmail.id));
      return sameEmail.id;
    }
    const [created] = await tx
      .insert(members)
      .values({ oidcIssuer: identity.issuer, oidcSubject: identity.subject, email, name: identity.name })
      .returning({ id: members.id });
    return created!.id;
  });
  // The provider's name and email may have changed: other sessions read them anew.
  changes.announce(changeNotice.member(memberId));
  return { outcome: 'welcome', memberId };
}
