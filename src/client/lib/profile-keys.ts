/** The member's profile, and whether it is complete enough to report and claim. */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
  status: () => [...profileKeys.all, 'status'] as const,
};
