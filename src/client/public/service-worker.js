// Shows push alerts and opens the app where they lead (decision 0046). It has no fetch
// handler on purpose: every request goes to the network as before, so the first visit
// and every later one load exactly as they did without it.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  /** @type {{ tag?: string; title?: string; body?: string; url?: string } | null} */
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  const title = alert?.title || 'Campus Lost & Found';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: alert?.body ?? '',
      // The notification's id: a push that arrives twice replaces itself.
      tag: alert?.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: alert?.url || '/user/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/user/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
