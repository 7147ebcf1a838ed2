import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { LIVE_EVENTS, type LiveEvent } from '#shared/constants/live-events';
import { claimConversationKeys, foundReportKeys, myItemsKeys, notificationKeys } from './query-keys';

/** 'live' while the stream is open; otherwise pages ask for news now and then instead. */
export type LiveState = 'connecting' | 'live' | 'down';

/** What each event makes stale: the page reads it again through the API. */
const STALE_ON: Partial<Record<LiveEvent, QueryKey[]>> = {
  [LIVE_EVENTS.notifications]: [notificationKeys.all, foundReportKeys.possibleMatches()],
  [LIVE_EVENTS.claims]: [myItemsKeys.all, foundReportKeys.all, claimConversationKeys.all],
  [LIVE_EVENTS.claimMessages]: [claimConversationKeys.all, myItemsKeys.claims()],
  [LIVE_EVENTS.lostReports]: [myItemsKeys.lostReports(), foundReportKeys.possibleMatches()],
};
const EVERYTHING: QueryKey[] = [...new Set(Object.values(STALE_ON).flat())];

/** How long after the browser gives a stream up (an error answer) a new one is tried: doubling up to the last. */
const REOPEN_AFTER_MS = [5_000, 15_000, 60_000];

let state: LiveState = 'connecting';
const listeners = new Set<() => void>();

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the live stream is open now (lists poll only while it is not). */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'connecting',
  );
}

function markStale(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps one stream of the signed-in person's live events (GET /api/events)
 * open while `enabled`: an event refreshes what it names. The browser reopens a
 * dropped stream by itself; everything is read again once it is back, since
 * events may have been missed. While it is down, pages poll as before.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      setState('down');
      return;
    }
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;

    const open = () => {
      setState('connecting');
      source = new EventSource('/api/events');
      source.addEventListener(LIVE_EVENTS.ready, () => {
        // A stream opened again may have missed events meanwhile.
        if (opened) markStale(queryClient, EVERYTHING);
        opened = true;
        failures = 0;
        setState('live');
      });
      source.addEventListener(LIVE_EVENTS.resync, () => markStale(queryClient, EVERYTHING));
      for (const [event, keys] of Object.entries(STALE_ON)) {
        source.addEventListener(event, () => markStale(queryClient, keys));
      }
      source.onerror = () => {
        setState('down');
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer, such as a 401).
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        const delay = REOPEN_AFTER_MS[Math.min(failures, REOPEN_AFTER_MS.length - 1)];
        failures += 1;
        reopenTimer = setTimeout(open, delay);
      };
    };

    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
      setState('down');
    };
  }, [enabled, queryClient]);
}
