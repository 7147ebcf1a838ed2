import type { ConsoleRole } from './access-rules';

/** Who makes a request: a university member or a console account (read from the session). */
export interface MemberActor {
  kind: 'member';
  id: string;
  email: string;
  name: string;
  photoUrl: string | null;
  profileComplete: boolean;
}

/** A console account: an admin, or desk staff, who act on their desks' items only. */
export interface AdminActor {
  kind: 'admin';
  id: string;
  email: string;
  name: string;
  photoUrl: string | null;
  role: ConsoleRole;
  /** The desks desk staff work at; empty for an admin, who works at every desk. */
  deskIds: string[];
}

export type Actor = MemberActor | AdminActor;

/** Whose things a call reads (their notifications, their devices): a member or a console account. */
export type Person = Pick<Actor, 'kind' | 'id'>;

/** The column a person's rows are kept under: members' in user_id, console accounts' in admin_id. */
export const personColumn = (person: Person) => (person.kind === 'member' ? 'user_id' : 'admin_id');
