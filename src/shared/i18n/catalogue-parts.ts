/**
 * Every namespace of the catalogues (the JSON files in en/ and bn/, one per
 * namespace, keys written `namespace.key`) and the part of the catalogue it is
 * sent in:
 * - `first`: what the first screens (sign-in, the member search and the member
 *   header and footer) show; loaded before the app draws anything;
 * - `app`: every other screen; loaded with the first screen that needs it;
 * - `admin`: what only the admin console shows; loaded with its first screen,
 *   so a member's phone never downloads it;
 * - `server`: what only the server writes (mail, its own pages); never sent.
 * Each part is loaded only in the language chosen (decision 0041).
 */
export const CATALOGUE_PARTS = {
  common: 'first',
  auth: 'first',
  search: 'first',
  chips: 'first',
  errors: 'app',
  validation: 'app',
  staff: 'app',
  admin: 'admin',
  activity: 'admin',
  desks: 'admin',
  templates: 'admin',
  intake: 'admin',
  console: 'admin',
  disposition: 'admin',
  monthly: 'admin',
  alerts: 'admin',
  push: 'app',
  belongings: 'app',
  conversation: 'app',
  toasts: 'app',
  reports: 'app',
  photos: 'app',
  profile: 'app',
  ui: 'app',
  items: 'app',
  member: 'app',
  info: 'app',
  mail: 'server',
  notices: 'server',
  development: 'server',
} as const;

export type Namespace = keyof typeof CATALOGUE_PARTS;
export type CataloguePart = 'first' | 'app' | 'admin' | 'server';

export const NAMESPACES = Object.keys(CATALOGUE_PARTS) as Namespace[];

export const namespacesOf = (part: CataloguePart): Namespace[] =>
  NAMESPACES.filter((namespace) => CATALOGUE_PARTS[namespace] === part);
