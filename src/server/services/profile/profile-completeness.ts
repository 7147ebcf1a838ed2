interface ProfileFields {
  name: string | null;
  universityId: string | null;
  phone: string | null;
  department: string | null;
}

/** A member may report and claim once the security office can reach and identify them. */
export function isProfileComplete(profile: ProfileFields): boolean {
  return Boolean(
    profile.name?.trim() &&
    profile.universityId?.trim() &&
    profile.phone?.trim() &&
    profile.department?.trim(),
  );
}
