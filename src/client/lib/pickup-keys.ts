/**
 * Pickups (decision 0058): one approved claim's slots and booking, and a day's
 * pickups at the desks. A booking, a move or a cancellation refreshes both.
 */
export const pickupKeys = {
  all: ['pickups'] as const,
  claim: (claimId: string) => [...pickupKeys.all, 'claim', claimId] as const,
  day: (date: string, deskId: string | null) => [...pickupKeys.all, 'day', { date, deskId }] as const,
  pass: (claimId: string) => [...pickupKeys.all, 'pass', claimId] as const,
};
