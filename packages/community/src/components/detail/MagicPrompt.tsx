import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector } from '@aigc/store';
import { useMagicPromptMutation } from '@aigc/store/generate-tools';
import { Button } from '@aigc/ui';

/**
 * The magic prompt of a post (docs/product.md §2 'prompt and magic prompt', §1
 * prompt-expansion assistant): on request, the post's prompt expanded by
 * `POST /api/generate/magic-prompt`, shown under the prompt with its own
 * copy action. Only offered when the prompt is visible (a hidden prompt is
 * never expanded, docs/product.md §2); login required (visitors get the login dialog).
 */
export function MagicPrompt({ prompt, copy }: { prompt: string; copy: (text: string, message?: string) => Promise<void> }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const [expand, { data, isLoading }] = useMagicPromptMutation();
  const [shown, setShown] = useState(false);

  const run = () => {
    if (!isLogin) {
      dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
      return;
    }
    setShown(true);
    void expand({ prompt });
  };

  if (!shown || !data) {
    return (
      <Button variant="ghost" size="sm" className="cm-magic__button" loading={isLoading} onClick={run}>
        <span className="ui-sparkle" aria-hidden="true" />
        <Trans>Magic prompt</Trans>
      </Button>
    );
  }
  return (
    <div className="cm-magic">
      <div className="cm-card__head">
        <h3 className="cm-magic__title">
          <Trans>Magic prompt</Trans>
        </h3>
        <button type="button" className="cm-text-button" onClick={() => void copy(data.prompt, t`Magic prompt copied`)}>
          <Trans>Copy</Trans>
        </button>
      </div>
      <p className="cm-prompt cm-prompt--magic">{data.prompt}</p>
    </div>
  );
}
