import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { loginDialogOpened, selectIsLogin, useAppDispatch, useAppSelector, useGetGenerateResultQuery } from '@aigc/store';
import { Button, VisuallyHidden } from '@aigc/ui';

/** Props of {@link GenerateButton}. */
export interface GenerateButtonProps {
  /** The submit call is running (the mutation's `isLoading`): spinner and 'Submitting…', clicks ignored. */
  submitting: boolean;
  /** The user's newest task on this screen (`useToolJobs().newestJobId`); its state shows on the button. */
  jobId?: string;
  /** The tool can not submit yet (no model, no source image…). */
  disabled?: boolean;
  /** The idle label; default 'Generate'. */
  children?: ReactNode;
}

/**
 * The submit button of a generator tool (docs/product.md §4 'Generation
 * task'). It shows its state at once: 'Submitting…' with a spinner while the
 * submit call runs, then, while the newest task waits, 'Queued · N ahead'
 * (N = the job's live `queuePosition`), 'Generating…' while it runs, and the
 * idle label again once the task succeeded or failed. The job is read from the
 * same `getGenerateResult(jobId)` cache entry the task card ({@link JobCard})
 * keeps current through the live stream or its polling; the button subscribes
 * without polling of its own. A queued or running task does not disable the
 * button (more tasks may be queued; the server enforces the limit). The state
 * is also announced through a polite live region. A visitor (no session: the
 * education site shows its tools to visitors) is asked to sign in instead:
 * the press opens the sign-in dialog and submits nothing, and what they
 * entered stays in the form.
 */
export function GenerateButton({ submitting, jobId, disabled, children }: GenerateButtonProps) {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const { data: job } = useGetGenerateResultQuery(jobId ?? '', { skip: !jobId });
  const status = submitting ? 'submitting' : job?.jobId === jobId ? job?.status : undefined;
  const ahead = job?.queuePosition ?? 0;

  const label =
    status === 'submitting' ? (
      <Trans>Submitting…</Trans>
    ) : status === 'queued' ? (
      ahead > 0 ? (
        <Trans>Queued · {ahead} ahead</Trans>
      ) : (
        <Trans>Queued · next up</Trans>
      )
    ) : status === 'running' ? (
      <Trans>Generating…</Trans>
    ) : null;

  return (
    <>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        loading={submitting}
        disabled={disabled}
        onClick={
          isLogin
            ? undefined
            : (event) => {
                event.preventDefault();
                dispatch(loginDialogOpened({ redirect: null }));
              }
        }
        data-state={status === 'submitting' || status === 'queued' || status === 'running' ? status : 'idle'}
      >
        {label ?? children ?? <Trans>Generate</Trans>}
      </Button>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {label}
        </span>
      </VisuallyHidden>
    </>
  );
}
