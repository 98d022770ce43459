import { useState } from 'react';
import type { Topic } from '@aigc/api-client';
import type { MentionValue } from '@aigc/mentions';
import { useHidePrompt } from './useHidePrompt';

/** Step 2's fields of the publish dialog, with their setters (see {@link usePublishForm}). */
export interface PublishForm {
  title: string;
  setTitle: (title: string) => void;
  /** The description: text plus @-mentions. */
  description: MentionValue;
  setDescription: (description: MentionValue) => void;
  /** The challenge picked in the selector (a fixed challenge is not stored here). */
  chosenTopic: Topic | null;
  setChosenTopic: (topic: Topic | null) => void;
  /** 'Hide my prompt', remembered as `localStorage.postHidePrompt`. */
  hidePrompt: boolean;
  setHidePrompt: (hide: boolean) => void;
  /** The user's own choice for the purchase switch; null = untouched (see `purchaseSwitch`). */
  purchaseManual: boolean | null;
  setPurchaseManual: (on: boolean) => void;
}

/**
 * The state of the publish dialog's step 2 form (docs/product.md §2 step 2): the
 * title `initialTitle` (default ''), an empty description, no chosen challenge, the remembered hide-prompt
 * choice and an untouched purchase switch. Fresh on every mount.
 */
export function usePublishForm(initialTitle = ''): PublishForm {
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState<MentionValue>({ text: '', mentions: [] });
  const [chosenTopic, setChosenTopic] = useState<Topic | null>(null);
  const [hidePrompt, setHidePrompt] = useHidePrompt();
  const [purchaseManual, setPurchaseManual] = useState<boolean | null>(null);
  return {
    title,
    setTitle,
    description,
    setDescription,
    chosenTopic,
    setChosenTopic,
    hidePrompt,
    setHidePrompt,
    purchaseManual,
    setPurchaseManual,
  };
}
