// The texts of the limits' refusals, in their own module: the clients load
// their translations lazily (only when a call is refused), and a module of
// its own keeps these strings out of the apps' entry chunks.
/**
 * The refusals of the limits, as the server sends them (429 unless said;
 * clients translate them, `N` kept). Wait times are rounded up.
 */
export const LIMIT_MESSAGES = {
  /** A route limit: 'Too many requests, please try again in N s'. */
  tooManyRequests: (seconds: number) => `Too many requests, please try again in ${seconds} s`,
  /** The sign-in lockout. */
  lockedOut: (minutes: number) => `Too many failed attempts, please try again in ${minutes} min`,
  /** The 60 s between two codes (docs/product.md §9). */
  codeWait: (seconds: number) => `Please wait ${seconds} s before requesting a new code`,
  codesToDestination: (kind: 'number' | 'address', minutes: number) =>
    `Too many codes were sent to this ${kind}, please try again in ${minutes} min`,
  codesToDestinationToday: (kind: 'number' | 'address', hours: number) =>
    `Too many codes were sent to this ${kind} today, please try again in ${hours} h`,
  codesFromIp: (minutes: number) => `Too many codes were requested from your network, please try again in ${minutes} min`,
  /** 400 on an upload past `LIMIT_DEFAULTS.uploadStorageBytesPerUser` (./limits.ts). */
  storageFull: 'Your storage is full, please delete some works before uploading more',
} as const;

/** 400 on sign-up, reset and change when the password is on the list of common breached passwords (docs/security.md). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common, please choose another one';
