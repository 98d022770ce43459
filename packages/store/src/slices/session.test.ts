import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../store';
import { makeUser } from '../testing';
import {
  createInitialSessionState,
  NEED_ON_BOARDING_STORAGE_KEY,
  needOnBoardingChanged,
  selectIsLogin,
  selectUser,
  selectUserId,
  sessionSlice,
  userCleared,
  userLoaded,
  userLoggedIn,
} from './session';

const sampleUser = makeUser({ needOnBoarding: true });

const reduce = sessionSlice.reducer;

beforeEach(() => localStorage.clear());

describe('session reducer (docs/product.md §4)', () => {
  it('starts logged out', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      isLogin: false,
      user: null,
      needOnBoarding: false,
    });
  });

  it('userLoggedIn / userLoaded set the user and take needOnBoarding from it', () => {
    for (const action of [userLoggedIn(sampleUser), userLoaded(sampleUser)]) {
      const state = reduce(undefined, action);
      expect(state).toEqual({ isLogin: true, user: sampleUser, needOnBoarding: true });
    }
  });

  it('is read through selectors: selectIsLogin, selectUser, selectUserId', () => {
    const visitor = { session: reduce(undefined, { type: 'init' }) };
    const member = { session: reduce(undefined, userLoggedIn(sampleUser)) };
    expect([selectIsLogin(visitor), selectUser(visitor), selectUserId(visitor)]).toEqual([false, null, null]);
    expect([selectIsLogin(member), selectUser(member), selectUserId(member)]).toEqual([true, sampleUser, 'u1']);
  });

  it('userCleared empties every field and sets needOnBoarding to false', () => {
    const loggedIn = reduce(undefined, userLoggedIn(sampleUser));
    expect(reduce(loggedIn, userCleared())).toEqual({
      isLogin: false,
      user: null,
      needOnBoarding: false,
    });
  });
});

describe('needOnBoarding persistence (the only persisted field)', () => {
  it('is read from localStorage for the initial state', () => {
    localStorage.setItem(NEED_ON_BOARDING_STORAGE_KEY, 'true');
    expect(createInitialSessionState()).toEqual({
      isLogin: false,
      user: null,
      needOnBoarding: true,
    });
    expect(createAppStore({ entryType: 'main' }).getState().session.needOnBoarding).toBe(true);
  });

  it('is written when it changes, and nothing else about the user is stored', () => {
    const store = createAppStore({ entryType: 'main' });
    store.dispatch(userLoggedIn(sampleUser));
    expect(localStorage.getItem(NEED_ON_BOARDING_STORAGE_KEY)).toBe('true');
    expect(Object.keys(localStorage)).toEqual([NEED_ON_BOARDING_STORAGE_KEY]);
    store.dispatch(needOnBoardingChanged(false));
    expect(localStorage.getItem(NEED_ON_BOARDING_STORAGE_KEY)).toBe('false');
    store.dispatch(userLoggedIn(sampleUser));
    store.dispatch(userCleared());
    expect(localStorage.getItem(NEED_ON_BOARDING_STORAGE_KEY)).toBe('false');
    expect(createAppStore({ entryType: 'main' }).getState().session).toEqual({
      isLogin: false,
      user: null,
      needOnBoarding: false,
    });
  });
});
