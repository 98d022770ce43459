import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_MS } from '@aigc/domain';

/** Kind of a toast (drives its colour and its ARIA role). */
export type ToastKind = 'info' | 'success' | 'error';

/** The toast on screen (docs/product.md §4: only one at a time; the newest replaces it). */
export interface ToastState {
  id: string;
  /** Heading above the message, when the situation has one (docs/product.md §8: 'Failed', 'Want it failed'…). */
  title?: string;
  message: string;
  kind: ToastKind;
  /** ms before it closes by itself; 0 = sticky (docs/product.md §4, §9: 3000 by default). */
  durationMs: number;
}

/** The one login dialog of the app (docs/product.md §2 navigation guard, §4 login dialog). */
export interface LoginDialogState {
  open: boolean;
  /** Path to go to after a successful login, or null. */
  redirect: string | null;
  /** false = no close button, Esc/outside click ignored (docs/product.md §2 'non-closable'). */
  closable: boolean;
}

export interface UiState {
  toast: ToastState | null;
  loginDialog: LoginDialogState;
  /**
   * How long a toast without its own `durationMs` stays, in ms: the
   * edition's `toastMs` (docs/product.md §4: 3000, the China-style toast 2000),
   * set by `createAppStore({ toastMs })`.
   */
  defaultToastMs: number;
}

export const initialUiState: UiState = {
  toast: null,
  loginDialog: { open: false, redirect: null, closable: true },
  defaultToastMs: TOAST_MS,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /**
     * A toast was requested; it replaces any current one (docs/product.md §4).
     * Without `durationMs` it stays the edition's `defaultToastMs`.
     */
    toastShown: {
      reducer(state, action: PayloadAction<Omit<ToastState, 'durationMs'> & { durationMs?: number }>) {
        state.toast = { ...action.payload, durationMs: action.payload.durationMs ?? state.defaultToastMs };
      },
      prepare(input: { message: string; title?: string; kind?: ToastKind; durationMs?: number }) {
        return {
          payload: {
            id: nanoid(),
            ...(input.title ? { title: input.title } : {}),
            message: input.message,
            kind: input.kind ?? 'info',
            ...(input.durationMs === undefined ? {} : { durationMs: input.durationMs }),
          },
        };
      },
    },
    /** The toast closed (timer or user). With an id (as ui's ToastViewport passes it), only that toast is dismissed. */
    toastDismissed(state, action: PayloadAction<string | number | undefined>) {
      const id = action.payload;
      if (id === undefined || state.toast?.id === String(id)) state.toast = null;
    },
    loginDialogOpened: {
      reducer(state, action: PayloadAction<{ redirect: string | null; closable: boolean }>) {
        state.loginDialog = { open: true, ...action.payload };
      },
      prepare(input: { redirect?: string | null; closable?: boolean } | undefined = {}) {
        return { payload: { redirect: input.redirect ?? null, closable: input.closable ?? true } };
      },
    },
    loginDialogClosed(state) {
      state.loginDialog = { open: false, redirect: null, closable: true };
    },
  },
  selectors: {
    selectToast: (state) => state.toast,
    selectLoginDialog: (state) => state.loginDialog,
  },
});

export const { toastShown, toastDismissed, loginDialogOpened, loginDialogClosed } = uiSlice.actions;
export const { selectToast, selectLoginDialog } = uiSlice.selectors;
