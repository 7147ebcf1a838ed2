/** The signed-in session's query key (part of query-keys.ts, which re-exports it). */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};
