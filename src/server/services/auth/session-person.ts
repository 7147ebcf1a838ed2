import type { Actor } from '#server/lib/actor';
import type { SessionPerson } from '#shared/schemas/auth';

export function toSessionPerson(actor: Actor): SessionPerson {
  if (actor.kind === 'member') {
    return {
      kind: 'member',
      uid: actor.id,
      email: actor.email,
      displayName: actor.name,
      photoURL: actor.photoUrl,
      profileComplete: actor.profileComplete,
    };
  }
  return {
    kind: 'admin',
    uid: actor.id,
    email: actor.email,
    displayName: actor.name,
    photoURL: actor.photoUrl,
    role: actor.role,
    deskIds: actor.deskIds,
  };
}
