/**
 * localStorage key remembering that the user declined desktop notifications
 * (value '1'): they are never offered again in this browser.
 */
export const DESKTOP_NOTIFICATIONS_DECLINED_KEY = 'desktopNotificationsDeclined';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (privacy mode, sandboxed iframe)
  }
}

/** The browser's Notification API, or null when it has none. */
export function notificationApi(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

/**
 * Whether to offer desktop notifications now (docs/product.md §9: message
 * types 5–9 of the live stream): the browser has the Notification API, the
 * user has not answered its permission prompt yet, and has not declined our
 * offer before. Ask only after a user action that makes the offer
 * meaningful (the first successful want), never on page load.
 */
export function shouldOfferDesktopNotifications(): boolean {
  const api = notificationApi();
  if (!api || api.permission !== 'default') return false;
  return storage()?.getItem(DESKTOP_NOTIFICATIONS_DECLINED_KEY) !== '1';
}

/** The user declined the offer: remembered in localStorage, never offered again. */
export function declineDesktopNotifications(): void {
  try {
    storage()?.setItem(DESKTOP_NOTIFICATIONS_DECLINED_KEY, '1');
  } catch {
    // quota or access errors: at worst the offer comes back once
  }
}

/**
 * Asks the browser's permission to show desktop notifications; call it from
 * a click (browsers ignore prompts without a user gesture). A refusal is
 * remembered like {@link declineDesktopNotifications}.
 * @returns the permission afterwards ('denied' when the API is missing).
 */
export async function enableDesktopNotifications(): Promise<NotificationPermission> {
  const api = notificationApi();
  if (!api) return 'denied';
  const permission = await api.requestPermission();
  if (permission !== 'granted') declineDesktopNotifications();
  return permission;
}
