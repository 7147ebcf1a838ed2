import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushTopic, ThisDevice } from '#shared/schemas/push';
import { api } from '#client/lib/api-client';
import { notificationKeys } from '#client/lib/query-keys';

/** Why this browser cannot get push alerts, or null when it can. */
export function pushUnavailable(): 'unsupported' | 'blocked' | null {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : null;
}

/** The service worker that shows pushes; registered by main.tsx once the page has loaded. */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration('/')) ??
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' })
  );
}

const endpointQuery = (endpoint: string) => `?endpoint=${encodeURIComponent(endpoint)}`;

/** This browser's push setting for the signed-in person (GET /api/push/subscription). */
export function useThisDevicePush() {
  return useQuery({
    queryKey: notificationKeys.pushDevice(),
    enabled: pushUnavailable() !== 'unsupported',
    queryFn: async ({ signal }): Promise<ThisDevice> => {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (!subscription || Notification.permission !== 'granted') return { subscribed: false, topics: [] };
      return api<ThisDevice>(`/push/subscription${endpointQuery(subscription.endpoint)}`, { signal });
    },
  });
}

/** Every device the member gets pushes on (GET /api/push/devices). */
export function usePushDevices() {
  return useQuery({
    queryKey: notificationKeys.pushDevices(),
    queryFn: ({ signal }) => api<PushDevice[]>('/push/devices', { signal }),
  });
}

export class PushPermissionRefused extends Error {}

/**
 * Turns push on in this browser with these alerts (asking the browser's permission
 * the first time), or off when none are left.
 */
export function useSetThisDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topics: PushTopic[]) => (topics.length === 0 ? pushOff() : pushOn(topics)),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.pushDevice(), data);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() });
    },
  });
}

/**
 * Turns push on or off in this browser for a console account: which alerts are
 * pushed is its alert settings' choice, the same on every device (decision 0070).
 */
export function useSetConsoleDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? pushOn([]) : pushOff()),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.pushDevice(), data);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() });
    },
  });
}

/** Subscribes this browser (asking the browser's permission the first time) and tells the server. */
async function pushOn(topics: PushTopic[]): Promise<ThisDevice> {
  const worker = await registration();
  const existing = await worker.pushManager.getSubscription();
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionRefused();
  const { publicKey } = await api<{ publicKey: string }>('/push/key');
  const subscription =
    existing ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const json = subscription.toJSON();
  return api<ThisDevice>('/push/subscription', {
    method: 'PUT',
    body: { endpoint: json.endpoint, keys: json.keys, topics },
  });
}

async function pushOff(): Promise<ThisDevice> {
  const existing = await (await registration()).pushManager.getSubscription();
  if (existing) {
    await api(`/push/subscription${endpointQuery(existing.endpoint)}`, { method: 'DELETE' });
    await existing.unsubscribe();
  }
  return { subscribed: false, topics: [] };
}

/** Turns push off on one of the member's devices (DELETE /api/push/devices/:id). */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/push/devices/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
