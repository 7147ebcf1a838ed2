/** One part of one language's catalogue, compiled at build (scripts/vite-plugins/message-catalogues.ts). */
declare module 'virtual:messages-*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
