/** Who makes a request: a university member or an admin (read from the session). */
export interface MemberActor {
  kind: 'member';
  id: string;
  email: string;
  name: string;
  photoUrl: string | null;
  profileComplete: boolean;
}

export interface AdminActor {
  kind: 'admin';
  id: string;
  email: string;
  name: string;
  photoUrl: string | null;
}

export type Actor = MemberActor | AdminActor;
