/** The Chromium binary: Debian's, or CHROMIUM_PATH. */
export declare const CHROMIUM_PATH: string;
/** Chromium flags for running as root on a machine without GPU or open network. */
export declare const CHROMIUM_ARGS: readonly string[];
