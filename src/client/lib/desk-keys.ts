/** Desks: where items are held and collected; a change to one refreshes every view of them. */
export const deskKeys = {
  all: ['desks'] as const,
  list: () => [...deskKeys.all, 'list'] as const,
  managed: () => [...deskKeys.all, 'managed'] as const,
};
