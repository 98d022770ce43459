import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@aigc/api-client';

/** localStorage key of the only persisted session field (docs/product.md §4). */
export const NEED_ON_BOARDING_STORAGE_KEY = 'needOnBoarding';

/** Login state (docs/product.md §4 'Login state'). */
export interface SessionState {
  /** false by default; true once a user is loaded or logs in. */
  isLogin: boolean;
  user: User | null;
  /** Persisted in localStorage (the only persisted field). */
  needOnBoarding: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (privacy mode, sandboxed iframe)
  }
}

/** Reads the persisted needOnBoarding flag (false when absent or unreadable). */
export function readNeedOnBoarding(): boolean {
  return storage()?.getItem(NEED_ON_BOARDING_STORAGE_KEY) === 'true';
}

/** Persists needOnBoarding; called by the store's listener when the field changes. */
export function writeNeedOnBoarding(value: boolean): void {
  try {
    storage()?.setItem(NEED_ON_BOARDING_STORAGE_KEY, String(value));
  } catch {
    // quota or access errors: the flag is a convenience, not data
  }
}

/** A fresh session state: logged out, needOnBoarding from localStorage. */
export function createInitialSessionState(): SessionState {
  return { isLogin: false, user: null, needOnBoarding: readNeedOnBoarding() };
}

function setUser(state: SessionState, user: User) {
  state.isLogin = true;
  state.user = user;
  state.needOnBoarding = user.needOnBoarding;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: createInitialSessionState,
  reducers: {
    /** A login or sign-up succeeded with this user (docs/product.md §4 'After a successful login'). */
    userLoggedIn(state, action: PayloadAction<User>) {
      setUser(state, action.payload);
    },
    /** The user-info fetch on load returned this user (docs/product.md §4). */
    userLoaded(state, action: PayloadAction<User>) {
      setUser(state, action.payload);
    },
    /** Logged out or the session is gone: every field emptied, needOnBoarding false (docs/product.md §4). */
    userCleared(state) {
      state.isLogin = false;
      state.user = null;
      state.needOnBoarding = false;
    },
    /** Onboarding finished or requested. */
    needOnBoardingChanged(state, action: PayloadAction<boolean>) {
      state.needOnBoarding = action.payload;
    },
  },
  selectors: {
    /** true once a user is loaded or logged in. */
    selectIsLogin: (state) => state.isLogin,
    /** The signed-in user, or null. */
    selectUser: (state) => state.user,
    /** The signed-in user's id, or null for a visitor. */
    selectUserId: (state) => state.user?.userId ?? null,
    selectNeedOnBoarding: (state) => state.needOnBoarding,
  },
});

export const { userLoggedIn, userLoaded, userCleared, needOnBoardingChanged } =
  sessionSlice.actions;
export const { selectIsLogin, selectUser, selectUserId, selectNeedOnBoarding } = sessionSlice.selectors;
