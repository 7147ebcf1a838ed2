/** The avatar button's look, shared by the plain button and the menu's own trigger. */
export const avatarTriggerClass =
  'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
