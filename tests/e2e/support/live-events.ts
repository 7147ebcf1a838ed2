import type { Page } from '@playwright/test';

/**
 * The page's live events as Chromium receives them (its DevTools protocol), so
 * a test waits for the event itself, never for a while. Start it before the
 * page opens its stream.
 */
export async function watchLiveEvents(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen: string[] = [];
  const waiting: { name: string; resolve: () => void }[] = [];
  cdp.on('Network.eventSourceMessageReceived', ({ eventName }) => {
    seen.push(eventName);
    for (const waiter of waiting.filter((entry) => entry.name === eventName)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    /** Resolves once an event of this name has arrived (at once if one arrived since the last call). */
    async received(name: string): Promise<void> {
      const index = seen.indexOf(name);
      if (index >= 0) {
        seen.splice(index, 1);
        return;
      }
      await new Promise<void>((resolve) => waiting.push({ name, resolve }));
      seen.splice(seen.indexOf(name), 1);
    },
  };
}
