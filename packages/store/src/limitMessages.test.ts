import { describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '@aigc/i18n';
import { activateSourceLocale } from '@aigc/i18n/testing';
import { COMMON_PASSWORD_MESSAGE, LIMIT_MESSAGES } from '@aigc/domain';
import { translateLimitMessage } from './limitMessages';
import { loadServerMessages, translateServerMessage } from './serverMessages';
import './baseQuery';

const REFUSALS = [
  LIMIT_MESSAGES.tooManyRequests(42),
  LIMIT_MESSAGES.lockedOut(15),
  LIMIT_MESSAGES.codeWait(40),
  LIMIT_MESSAGES.codesToDestination('number', 12),
  LIMIT_MESSAGES.codesToDestination('address', 12),
  LIMIT_MESSAGES.codesToDestinationToday('number', 7),
  LIMIT_MESSAGES.codesToDestinationToday('address', 7),
  LIMIT_MESSAGES.codesFromIp(30),
  LIMIT_MESSAGES.storageFull,
  COMMON_PASSWORD_MESSAGE,
];

describe("the limits' refusals (docs/security.md 'Limits and lockouts')", () => {
  it('knows every one; in English the text is the server’s', () => {
    activateSourceLocale();
    for (const text of REFUSALS) {
      expect(translateLimitMessage(text)).not.toBeNull();
      expect(translateServerMessage(text)).toBe(text);
    }
    expect(translateLimitMessage('Too many requests')).toBeNull();
  });

  it('reads in Chinese with the wait kept, once the refused call has loaded the table', async () => {
    await loadServerMessages();
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadCatalog('zh-Hans') });
    for (const text of REFUSALS) {
      const translated = translateServerMessage(text);
      expect(translated).not.toBe(text);
      expect(translated).toMatch(/[\u4e00-\u9fff]/);
      const n = /\d+/.exec(text)?.[0];
      if (n) expect(translated).toContain(n);
    }
    activateSourceLocale();
  });
});
