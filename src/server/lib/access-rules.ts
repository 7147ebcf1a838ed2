/**
 * Who may do what: the one table the access check, the OpenAPI document and the
 * access-table test all read (decision 0055). A route names one rule in
 * `config.access`; a row says, for each kind of caller, whether the rule lets
 * them through or how they are refused.
 *
 * Desk staff work at one or more desks: a `staff` route lets them through, and
 * the route's desk scope (`config.desk`) then keeps them to their desks' items.
 */
export type Access = 'public' | 'member' | 'member-complete' | 'signed-in' | 'staff' | 'admin';

export type Caller = 'anonymous' | 'incomplete member' | 'member' | 'desk staff' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'incomplete member', 'member', 'desk staff', 'admin'];

/** The role column of a console account: an admin, or desk staff at some desks. */
export type ConsoleRole = 'admin' | 'staff';
export const CONSOLE_ROLES: readonly ConsoleRole[] = ['admin', 'staff'];

export type Refusal =
  | { status: 401; code: 'UNAUTHENTICATED' }
  | {
      status: 403;
      code: 'FORBIDDEN';
      message: 'errors.membersOnly' | 'errors.adminsOnly' | 'errors.staffOnly';
    }
  | { status: 403; code: 'PROFILE_INCOMPLETE'; message: 'auth.profileIncomplete' };

const UNAUTHENTICATED: Refusal = { status: 401, code: 'UNAUTHENTICATED' };
const MEMBERS_ONLY: Refusal = { status: 403, code: 'FORBIDDEN', message: 'errors.membersOnly' };
const STAFF_ONLY: Refusal = { status: 403, code: 'FORBIDDEN', message: 'errors.staffOnly' };
const ADMINS_ONLY: Refusal = { status: 403, code: 'FORBIDDEN', message: 'errors.adminsOnly' };
const INCOMPLETE: Refusal = { status: 403, code: 'PROFILE_INCOMPLETE', message: 'auth.profileIncomplete' };

interface AccessRule {
  /** Who may call, as the OpenAPI document says it. */
  who: string;
  /** When a signed-in caller is refused, as the OpenAPI document says it (none: never). */
  forbiddenWhen?: string;
  /** null: let through (the route may still decide); otherwise the refusal. */
  callers: Record<Caller, Refusal | null>;
}

export const ACCESS_RULES: Record<Access, AccessRule> = {
  public: {
    who: 'anyone, signed in or not',
    callers: { anonymous: null, 'incomplete member': null, member: null, 'desk staff': null, admin: null },
  },
  member: {
    who: 'a signed-in university member',
    forbiddenWhen: 'Signed in as an admin or desk staff: this is for university members.',
    callers: {
      anonymous: UNAUTHENTICATED,
      'incomplete member': null,
      member: null,
      'desk staff': MEMBERS_ONLY,
      admin: MEMBERS_ONLY,
    },
  },
  'member-complete': {
    who: 'a signed-in university member whose profile is complete',
    forbiddenWhen:
      'Signed in as an admin or desk staff, or as a member whose profile is incomplete (code PROFILE_INCOMPLETE).',
    callers: {
      anonymous: UNAUTHENTICATED,
      'incomplete member': INCOMPLETE,
      member: null,
      'desk staff': MEMBERS_ONLY,
      admin: MEMBERS_ONLY,
    },
  },
  'signed-in': {
    who: 'a signed-in member, desk staff or admin',
    callers: {
      anonymous: UNAUTHENTICATED,
      'incomplete member': null,
      member: null,
      'desk staff': null,
      admin: null,
    },
  },
  staff: {
    who: 'an admin, or desk staff for the items of their own desks',
    forbiddenWhen:
      "Signed in as a member, or as desk staff asking about another desk's item (code OTHER_DESK).",
    callers: {
      anonymous: UNAUTHENTICATED,
      'incomplete member': STAFF_ONLY,
      member: STAFF_ONLY,
      'desk staff': null,
      admin: null,
    },
  },
  admin: {
    who: 'a signed-in admin',
    forbiddenWhen: 'Signed in as a member or as desk staff: admin privileges are required.',
    callers: {
      anonymous: UNAUTHENTICATED,
      'incomplete member': ADMINS_ONLY,
      member: ADMINS_ONLY,
      'desk staff': ADMINS_ONLY,
      admin: null,
    },
  },
};
