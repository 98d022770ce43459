/**
 * Unregisters every service worker of this origin (docs/product.md §7: at
 * start-up any service workers are unregistered), so a worker left by an
 * older version of the site cannot keep serving stale files. Does nothing
 * where the browser has no service workers (an insecure origin, an old
 * browser). Never rejects: a failure only leaves the workers in place.
 */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = navigator.serviceWorker,
): Promise<void> {
  try {
    for (const registration of (await container?.getRegistrations()) ?? [])
      void registration.unregister();
  } catch {
    // Not allowed here (e.g. a sandboxed frame): nothing to clean up.
  }
}
