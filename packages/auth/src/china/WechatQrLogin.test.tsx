import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { envelope, loadServerMessages, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import type { FetchRoute } from '@aigc/store/testing';
import type { ThirdLoginResult } from '@aigc/api-client';
import { TERMS_VERSION, WECHAT_POLL_MS, WECHAT_POLL_TIMEOUT_MS } from '@aigc/domain';
// Loaded up front so the view's lazy QR code resolves at once under fake timers.
import '@aigc/ui/qr-code';
import { WechatQrLogin } from './WechatQrLogin';

// The refusal translations load with the first refused call, in real time: load them before the timers are faked.
beforeAll(() => loadServerMessages());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const mei = makeUser({ userId: 'u9', nickName: 'Mei' });
/** A `ThirdLoginResult` as the server answers the poll (docs/auth.md 'WeChat'). */
const third = (over: Partial<ThirdLoginResult>): ThirdLoginResult => ({
  status: 'pending',
  user: null,
  requiredBinding: false,
  validateAuthToken: null,
  linkEmail: null,
  ...over,
});
const QR_URL = 'https://open.weixin.qq.com/connect/qrconnect?state=s-1';

function setup(poll: FetchRoute) {
  let starts = 0;
  const calls = stubFetch({
    '/aigc/api/auth/login/pre/third': () => envelope({ url: QR_URL, state: `s-${++starts}` }),
    '/aigc/api/auth/login/query/third': poll,
  });
  const handlers = { onLoggedIn: vi.fn(), onBindingRequired: vi.fn(), onBack: vi.fn() };
  renderWithProviders(<WechatQrLogin {...handlers} />);
  const polls = () => calls.filter((c) => c.path === '/aigc/api/auth/login/query/third');
  const startsMade = () => calls.filter((c) => c.path === '/aigc/api/auth/login/pre/third');
  return { calls, handlers, polls, startsMade };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("WeChat QR login (docs/auth.md 'WeChat': poll every 500 ms, stop after 60 s)", () => {
  it('shows the QR code, polls every 500 ms, stops at 60 s and offers a refresh', async () => {
    vi.useFakeTimers();
    const { polls, startsMade } = setup(() => envelope(third({})));
    await wait(0);
    expect(screen.getByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    expect(startsMade()[0]?.url.searchParams.get('identifierType')).toBe('3');

    await wait(WECHAT_POLL_MS * 4);
    expect(polls()).toHaveLength(4);
    expect(polls()[0]?.url.searchParams.get('uuid')).toBe('s-1');

    await wait(WECHAT_POLL_TIMEOUT_MS);
    const total = polls().length;
    expect(total).toBeGreaterThanOrEqual(WECHAT_POLL_TIMEOUT_MS / WECHAT_POLL_MS - 2);
    expect(total).toBeLessThanOrEqual(WECHAT_POLL_TIMEOUT_MS / WECHAT_POLL_MS);
    expect(screen.getByRole('status')).toHaveTextContent('QR code expired');

    await wait(10_000);
    expect(polls()).toHaveLength(total);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await wait(WECHAT_POLL_MS);
    expect(startsMade()).toHaveLength(2);
    expect(screen.queryByText('QR code expired')).toBeNull();
    expect(polls().at(-1)?.url.searchParams.get('uuid')).toBe('s-2');
  });

  it('shows a new QR code after a cancel on the phone (no message) and signs in when someone confirms', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { handlers, polls, startsMade } = setup(() => {
      n += 1;
      if (n === 1) return envelope(third({ status: 'pending' }));
      if (n === 2) return envelope(third({ status: 'cancelled' }));
      return envelope(third({ status: 'loggedIn', user: mei }));
    });
    await wait(WECHAT_POLL_MS * 5);
    expect(handlers.onLoggedIn).toHaveBeenCalledWith(mei);
    expect(polls()).toHaveLength(3);
    expect(startsMade()).toHaveLength(2);
    expect(polls()[2]?.url.searchParams.get('uuid')).toBe('s-2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a login that needs a phone to the bind-phone step', async () => {
    vi.useFakeTimers();
    const { handlers } = setup(() =>
      envelope(
        third({ status: 'requiredBinding', requiredBinding: true, validateAuthToken: 'vt-w' }),
      ),
    );
    await wait(WECHAT_POLL_MS * 2);
    expect(handlers.onBindingRequired).toHaveBeenCalledWith('vt-w');
  });

  it('asks for the terms when the account has not accepted them (no more polling), then signs in with them', async () => {
    vi.useFakeTimers();
    const { handlers, polls } = setup(({ url }) =>
      url.searchParams.get('termsVersion') === TERMS_VERSION
        ? envelope(third({ status: 'loggedIn', user: mei }))
        : envelope(third({ status: 'requiredTerms' })),
    );
    await wait(WECHAT_POLL_MS * 2);
    expect(polls()).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'WeChat login QR code' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Confirmed on your phone. Agree to the terms to finish logging in.');
    const box = screen.getByRole('checkbox', { name: /I agree to the terms of service/ });
    expect(box).toHaveFocus();
    await wait(WECHAT_POLL_MS * 10);
    expect(polls()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please agree to the terms of service and privacy policy');
    await wait(0);
    expect(polls()).toHaveLength(1);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await wait(0);
    expect(polls()).toHaveLength(2);
    expect(polls()[1]?.url.searchParams.get('uuid')).toBe('s-1');
    expect(handlers.onLoggedIn).toHaveBeenCalledWith(mei);
  });

  it('dims the code when the server says the attempt expired', async () => {
    vi.useFakeTimers();
    const expired = setup(() => envelope(third({ status: 'expired' })));
    await wait(WECHAT_POLL_MS * 3);
    expect(screen.getByRole('status')).toHaveTextContent('QR code expired');
    expect(expired.polls()).toHaveLength(1);
  });

  it('says "Login failed, please retry" when WeChat refused the code', async () => {
    vi.useFakeTimers();
    const failed = setup(() => envelope(third({ status: 'failed' })));
    await wait(WECHAT_POLL_MS * 3);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed, please retry');
    expect(failed.polls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('says so when the server refuses the poll, and when it cannot start', async () => {
    vi.useFakeTimers();
    const refused = setup(() => envelope(null, 400, 'uuid unknown'));
    await wait(WECHAT_POLL_MS * 2);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid WeChat login parameters');
    expect(refused.polls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('says "initialization failed" when the QR login cannot start', async () => {
    vi.useFakeTimers();
    stubFetch({ '/aigc/api/auth/login/pre/third': () => envelope(null, 503, '') });
    renderWithProviders(
      <WechatQrLogin onLoggedIn={vi.fn()} onBindingRequired={vi.fn()} onBack={vi.fn()} />,
    );
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Service error, please try again later');
    vi.unstubAllGlobals();
    stubFetch({ '/aigc/api/auth/login/pre/third': () => envelope(null, 400, '') });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Initialization failed, please refresh and try again',
    );
  });
});
