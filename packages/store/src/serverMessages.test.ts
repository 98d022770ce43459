import { describe, expect, it } from 'vitest';
import { activateSourceLocale } from '@aigc/i18n/testing';
import { EDU_MESSAGES, TEXT_MESSAGES, usernameTakenMessage } from '@aigc/domain';
import { loadServerMessages, registerServerMessages, registerServerMessagesLazily, translateServerMessage } from './serverMessages';
import { EDU_MESSAGE_TEXTS, translateEduMessage } from './endpoints/eduMessages';
import { INPUT_MESSAGE_TEXTS, INPUT_SERVER_MESSAGES } from './inputMessages';

activateSourceLocale();

describe('server messages in the active language', () => {
  it('translates registered messages, keeps a pasted line number and leaves unknown text alone', () => {
    registerServerMessages((text) => (text === 'Refused' ? { id: 'test.refused', message: 'Not allowed' } : null));
    expect(translateServerMessage('Refused')).toBe('Not allowed');
    expect(translateServerMessage('Line 3: Refused')).toBe('Line 3: Not allowed');
    expect(translateServerMessage('Line 3: something else')).toBe('Line 3: something else');
    expect(translateServerMessage('Something else')).toBe('Something else');
  });

  it('loads a lazily registered table only when asked, once, and skips one that fails to load', async () => {
    let loads = 0;
    registerServerMessagesLazily(async () => {
      loads += 1;
      return [['Lazy refusal', { id: 'test.lazy', message: 'Translated lazily' }]];
    });
    registerServerMessagesLazily(() => Promise.reject(new Error('chunk lost')));
    expect(translateServerMessage('Lazy refusal')).toBe('Lazy refusal');
    await loadServerMessages();
    await loadServerMessages();
    expect(loads).toBe(1);
    expect(translateServerMessage('Lazy refusal')).toBe('Translated lazily');
  });

  it("knows every classroom message (docs/edu.md 'EDU_MESSAGES'), whose English text is the server's", () => {
    for (const [key, text] of Object.entries(EDU_MESSAGES)) {
      expect(translateEduMessage(text)).toBe(EDU_MESSAGE_TEXTS[key as keyof typeof EDU_MESSAGES]);
    }
    registerServerMessages(translateEduMessage);
    for (const text of Object.values(EDU_MESSAGES)) expect(translateServerMessage(text)).toBe(text);
    expect(translateServerMessage(usernameTakenMessage('smia01'))).toBe(usernameTakenMessage('smia01'));
  });

  it("knows every request-hygiene message (domain TEXT_MESSAGES), whose English text is the server's", () => {
    registerServerMessages(INPUT_SERVER_MESSAGES);
    for (const [key, text] of Object.entries(TEXT_MESSAGES)) {
      expect(INPUT_MESSAGE_TEXTS[key as keyof typeof TEXT_MESSAGES].message).toBe(text);
      expect(translateServerMessage(text)).toBe(text);
    }
  });
});
