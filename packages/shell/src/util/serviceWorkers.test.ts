import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './serviceWorkers';

const registration = () =>
  ({ unregister: vi.fn(async () => true) }) as unknown as ServiceWorkerRegistration;

describe('unregisterServiceWorkers (docs/product.md §7)', () => {
  it('unregisters every registration of the origin', async () => {
    const all = [registration(), registration()];
    await unregisterServiceWorkers({ getRegistrations: async () => all });
    for (const r of all) expect(r.unregister).toHaveBeenCalledOnce();
  });

  it('does nothing where there are no service workers, and never rejects', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBeUndefined();
    await expect(
      unregisterServiceWorkers({
        getRegistrations: () => Promise.reject(new Error('SecurityError')),
      }),
    ).resolves.toBeUndefined();
  });
});
