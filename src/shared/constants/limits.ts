/** Business constants of the product (spec §9), shared by the pages and the server. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MIN_ITEM_NAME = 3;
export const MIN_DESCRIPTION = 10;
export const MIN_LOCATION = 3;
export const MIN_PERSON_NAME = 2;
/** The spec's 6 raised to 12: admin passwords guard everyone's personal details (decision 0010). */
export const MIN_ADMIN_PASSWORD = 12;

export const MAX_ITEM_NAME = 120;
export const MAX_COLOR = 60;
export const MAX_DESCRIPTION = 2000;
export const MAX_LOCATION = 200;
export const MAX_CLAIM_MESSAGE = 1000;
export const MAX_SEARCH_QUERY = 200;

export const CLAIM_MESSAGE_PREVIEW = 30;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

export const REDIRECT_DELAY_MS = 1000;
export const FEEDBACK_SEND_MS = 1000;
export const FEEDBACK_BANNER_MS = 3000;

/** Stored items, admin list, search and admin check stay fresh this long (spec §7). */
export const QUERY_STALE_MS = 5 * 60 * 1000;

export const CHIP_LOOP_SECONDS = 120;

/** How long a member can take back 'Not mine', 'I got it back' or 'No longer needed'. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;
