import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { ThirdLoginResult } from '@aigc/api-client';
import { WECHAT_POLL_MS, WECHAT_POLL_TIMEOUT_MS } from '@aigc/domain';
import { usePollWechatLoginMutation, useStartWechatLoginMutation } from '@aigc/store/auth-china';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';

/** Where a WeChat QR login stands. */
export type WechatQrState =
  | { status: 'starting' }
  /** The QR code is up (`url`); polling until someone confirms or 60 s pass. */
  | { status: 'waiting'; url: string }
  /**
   * Confirmed on the phone, but the account has not accepted the terms in
   * force (`requiredTerms`, docs/auth.md 'Terms'): polling stops; once the
   * box is ticked, `acceptTerms(termsVersion)` collects the sign-in.
   */
  | { status: 'terms'; url: string; uuid: string }
  /** 60 s passed, or the server says the attempt is over (`expired`): the code is stale, offer a refresh. */
  | { status: 'expired'; url: string | null }
  /** It could not start, WeChat refused, or the server refused the poll: what to say, and offer a refresh. */
  | { status: 'failed'; message: MessageDescriptor | string };

/** A failed poll worth polling on after: no answer at all (network, time-out), not a refusal. */
function transient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'ABORTED';
}

/**
 * The WeChat QR login (docs/auth.md 'WeChat'; docs/product.md §2, §4, §9):
 * on mount (and on each `refresh()`) `GET /api/auth/login/pre/third?identifierType=3`
 * gives the URL for the QR code and the attempt's `state` (the server binds
 * it to this browser with an httpOnly cookie); then
 * `GET /api/auth/login/query/third?uuid=<state>` is asked every 500 ms
 * (`WECHAT_POLL_MS`, one call at a time) and its `ThirdLoginResult.status`
 * decides:
 * - `pending` — ask again, until 60 s pass (`WECHAT_POLL_TIMEOUT_MS`: the
 *   state turns `expired`);
 * - `loggedIn` / `requiredBinding` — handed to `onResult` once, polling stops;
 * - `requiredTerms` — polling stops in the `terms` state; `acceptTerms(version)`
 *   asks once more with the accepted `termsVersion` and goes on from its answer;
 * - `cancelled` — the person declined on the phone: ignored (docs/product.md
 *   §8), a new QR code is shown at once;
 * - `expired` — the attempt is over (or belongs to another browser): the
 *   code is dimmed with a refresh;
 * - `failed` — WeChat refused: "Login failed, please retry", with a refresh;
 * - anything else (`requiredLink`, which WeChat never asks) — "Login
 *   failed, please try again".
 * A refused poll fails with "Invalid WeChat login parameters", a failed
 * start with "Initialization failed" (a server failure, 5xx, with "Service
 * error"). Polling stops on unmount.
 */
export function useWechatQrLogin(onResult: (result: ThirdLoginResult) => void) {
  const [start] = useStartWechatLoginMutation();
  const [poll] = usePollWechatLoginMutation();
  const [state, setState] = useState<WechatQrState>({ status: 'starting' });
  // Each start bumps the attempt; timers and answers of an older attempt are dropped.
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onResultRef = useRef(onResult);
  // A cancel on the phone starts a new attempt from inside the poll.
  const restart = useRef<() => void>(() => undefined);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  const stop = useCallback(() => {
    attempt.current += 1;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** A final answer: a sign-in or a binding goes to `onResult`; anything else is "Login failed, please try again". */
  const settle = useCallback((answer: ThirdLoginResult) => {
    if (answer.status === 'loggedIn' || answer.status === 'requiredBinding') onResultRef.current(answer);
    else setState({ status: 'failed', message: LOGIN_MESSAGES.loginRetry });
  }, []);

  const refresh = useCallback(async () => {
    stop();
    const mine = attempt.current;
    const current = () => attempt.current === mine;
    setState({ status: 'starting' });
    let url: string;
    let uuid: string;
    try {
      ({ url, state: uuid } = await start().unwrap());
    } catch (error) {
      if (current())
        setState({
          status: 'failed',
          message:
            chinaErrorMessage(error, LOGIN_MESSAGES.initFailed, false) ?? LOGIN_MESSAGES.initFailed,
        });
      return;
    }
    if (!current()) return;
    setState({ status: 'waiting', url });
    const deadline = Date.now() + WECHAT_POLL_TIMEOUT_MS;

    const next = () => {
      if (!current()) return;
      if (Date.now() >= deadline) {
        setState({ status: 'expired', url });
        return;
      }
      timer.current = setTimeout(() => void ask(), WECHAT_POLL_MS);
    };
    const ask = async () => {
      if (!current()) return;
      let answer: ThirdLoginResult;
      try {
        answer = await poll({ uuid }).unwrap();
      } catch (error) {
        if (!current()) return;
        if (transient(error)) return next();
        setState({
          status: 'failed',
          message:
            chinaErrorMessage(error, LOGIN_MESSAGES.wechatInvalid, false) ??
            LOGIN_MESSAGES.wechatInvalid,
        });
        return;
      }
      if (!current()) return;
      switch (answer.status) {
        case 'pending':
          return next();
        case 'cancelled':
          return restart.current();
        case 'expired':
          stop();
          return setState({ status: 'expired', url });
        case 'failed':
          stop();
          return setState({ status: 'failed', message: LOGIN_MESSAGES.wechatFailed });
        case 'requiredTerms':
          stop();
          return setState({ status: 'terms', url, uuid });
        default:
          stop();
          return settle(answer);
      }
    };
    next();
  }, [start, poll, stop, settle]);

  const acceptTerms = useCallback(
    async (termsVersion: string) => {
      if (state.status !== 'terms') return;
      const { url, uuid } = state;
      stop();
      const mine = attempt.current;
      try {
        const answer = await poll({ uuid, termsVersion }).unwrap();
        if (attempt.current !== mine) return;
        if (answer.status === 'expired') return setState({ status: 'expired', url });
        settle(answer);
      } catch (error) {
        if (attempt.current !== mine) return;
        setState({
          status: 'failed',
          message: chinaErrorMessage(error, LOGIN_MESSAGES.loginRetry, false) ?? LOGIN_MESSAGES.loginRetry,
        });
      }
    },
    [state, poll, stop, settle],
  );

  useEffect(() => {
    restart.current = () => void refresh();
    void refresh();
    return stop;
  }, [refresh, stop]);

  return { state, refresh: () => void refresh(), acceptTerms: (termsVersion: string) => void acceptTerms(termsVersion) };
}
