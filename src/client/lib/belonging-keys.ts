/** The member's registered belongings, what finders wrote about them, and a scanned sticker. */
export const belongingKeys = {
  all: ['belongings'] as const,
  mine: () => [...belongingKeys.all, 'mine'] as const,
  finderMessages: () => [...belongingKeys.all, 'finder-messages'] as const,
  sticker: (code: string) => [...belongingKeys.all, 'sticker', code] as const,
  conversation: (key: string) => [...belongingKeys.all, 'conversation', key] as const,
};
