import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { WECHAT_POLL_MS, WECHAT_POLL_TIMEOUT_MS } from '@aigc/domain';
import type { ChinaLoginResult, ThirdLoginPoll } from '@aigc/store/auth-china';
import { usePollWechatLoginMutation, useStartWechatLoginMutation } from '@aigc/store/auth-china';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';

/** Where a WeChat QR login stands. */
export type WechatQrState =
  | { status: 'starting' }
  /** The QR code is up (`url`); polling until someone confirms or 60 s pass. */
  | { status: 'waiting'; url: string }
  /** 60 s passed without a login: the code is stale, offer a refresh. */
  | { status: 'expired'; url: string }
  /** It could not start, or the server refused the poll: what to say, and offer a refresh. */
  | { status: 'failed'; message: MessageDescriptor | string };

/** A poll that says "still waiting" (nothing yet, scanned, or declined on the phone — a cancel is ignored, docs/product.md §8). */
function stillWaiting(poll: ThirdLoginPoll): boolean {
  if (poll === null) return true;
  if (poll.status === 'waiting' || poll.status === 'scanned' || poll.status === 'cancelled')
    return true;
  return !poll.user && !poll.requiredBinding;
}

/** A failed poll worth polling on after: no answer at all (network, time-out), not a refusal. */
function transient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'ABORTED';
}

/**
 * The WeChat QR login (docs/product.md §2, §4, §9): on mount (and on each
 * `refresh()`) `GET /api/auth/login/pre/third?identifierType=3` gives the URL
 * for the QR code and the login's id; then `GET /api/auth/login/query/third?uuid=`
 * is asked every 500 ms (`WECHAT_POLL_MS`, one call at a time) until it
 * answers a login — handed to `onResult` once — or 60 s pass
 * (`WECHAT_POLL_TIMEOUT_MS`: the state turns `expired`). A cancel on the
 * phone is ignored; a refused poll fails with "Invalid WeChat login
 * parameters" and a failed start with "Initialization failed" (docs/product.md §8;
 * a server failure, 5xx, with "Service error"). Polling stops on unmount.
 */
export function useWechatQrLogin(onResult: (result: ChinaLoginResult) => void) {
  const [start] = useStartWechatLoginMutation();
  const [poll] = usePollWechatLoginMutation();
  const [state, setState] = useState<WechatQrState>({ status: 'starting' });
  // Each start bumps the attempt; timers and answers of an older attempt are dropped.
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  const stop = useCallback(() => {
    attempt.current += 1;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
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
      let answer: ThirdLoginPoll;
      try {
        answer = await poll(uuid).unwrap();
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
      if (answer && !stillWaiting(answer)) {
        stop();
        onResultRef.current(answer as ChinaLoginResult);
        return;
      }
      next();
    };
    next();
  }, [start, poll, stop]);

  useEffect(() => {
    void refresh();
    return stop;
  }, [refresh, stop]);

  return { state, refresh: () => void refresh() };
}
