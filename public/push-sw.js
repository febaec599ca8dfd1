/* Web Push in the app's service worker (imported by the Workbox worker vite-plugin-pwa generates; see
   docs/decisions.md, "Web Push"). The server (server/push-sender.ts) sends JSON: { title, body, url, tag }. */
self.addEventListener('push', (event) => {
  let data
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  const title = data.title || 'Campus Network'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      data: { url: data.url || '/notifications' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(
    (event.notification.data && event.notification.data.url) || '/notifications',
    self.location.origin,
  )
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === url.origin)
      if (open) return open.navigate(url.href).then((w) => (w || open).focus())
      return self.clients.openWindow(url.href)
    }),
  )
})
