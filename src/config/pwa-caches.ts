/**
 * The service worker's runtime caches (vite.config.ts, docs/decisions.md "Installable app"): the signed-in member's
 * REST answers and public images. The page empties both whenever who is signed in changes (lib/offline-data.ts).
 */
export const PWA_CACHES = { data: 'campus-data', images: 'campus-images' } as const
