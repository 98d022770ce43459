import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PROMPT_MAX, REFERENCE_WIDTH_MAX_PX, REFERENCE_WIDTH_MIN_PX, UPSCALE_MAX_OUTPUT_PX, validatePrompt } from '@aigc/domain';
import type { ReferenceImageValidationCode } from '@aigc/domain';

/**
 * Translated text of a reference-image rule (docs/product.md §5, the messages of
 * `validateReferenceImage` / `validateUpscale` in `@aigc/domain`).
 */
export function useIssueText(): (code: ReferenceImageValidationCode) => string {
  const { t } = useLingui();
  return useCallback(
    (code: ReferenceImageValidationCode) => {
      switch (code) {
        case 'reference.required':
          return t`Please upload an image`;
        case 'reference.format':
          return t`Image format error`;
        case 'reference.tooLarge':
          return t`The image must be under 20 MB`;
        case 'reference.ratio':
          return t`The aspect ratio must be between 1:2 and 2:1`;
        case 'reference.width':
          return t`The image width must be between ${REFERENCE_WIDTH_MIN_PX} and ${REFERENCE_WIDTH_MAX_PX} px`;
        case 'upscale.tooLarge':
          return t`The upscaled image would exceed ${UPSCALE_MAX_OUTPUT_PX} px, choose ×2 or a smaller image`;
      }
    },
    [t],
  );
}

/**
 * Checks a generation prompt with the domain's `validatePrompt` (docs/product.md §5:
 * required, at most PROMPT_MAX characters) and returns the translated
 * complaint ('Please enter a prompt', 'The prompt must be at most …'), or
 * null when the prompt is fine.
 */
export function usePromptCheck(): (prompt: string) => string | null {
  const { t } = useLingui();
  return useCallback(
    (prompt: string) => {
      const issue = validatePrompt(prompt);
      if (!issue) return null;
      return issue.code === 'prompt.required' ? t`Please enter a prompt` : t`The prompt must be at most ${PROMPT_MAX} characters long`;
    },
    [t],
  );
}
