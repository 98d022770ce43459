import { useState } from 'react';

/** localStorage key of the 'hide my prompt' choice ('1' hidden, '0' shown). */
export const HIDE_PROMPT_KEY = 'postHidePrompt';

const readHidePrompt = () => {
  try {
    return globalThis.localStorage?.getItem(HIDE_PROMPT_KEY) === '1';
  } catch {
    return false;
  }
};

const writeHidePrompt = (hide: boolean) => {
  try {
    globalThis.localStorage?.setItem(HIDE_PROMPT_KEY, hide ? '1' : '0');
  } catch {
    // Private mode: not remembered.
  }
};

/**
 * The publish dialog's 'Hide my prompt from other people' setting (docs/product.md §2
 * step 2 'more settings'), remembered across openings as
 * `localStorage.postHidePrompt`. Starts from the remembered value (false when
 * storage is unavailable); the setter updates the state and the storage.
 */
export function useHidePrompt(): [boolean, (hide: boolean) => void] {
  const [hidePrompt, setHidePrompt] = useState(readHidePrompt);
  const change = (hide: boolean) => {
    setHidePrompt(hide);
    writeHidePrompt(hide);
  };
  return [hidePrompt, change];
}
