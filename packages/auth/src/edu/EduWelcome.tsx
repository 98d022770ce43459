import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, User } from '@aigc/api-client';
import { EDU_HISTORY_PREVIEW_COUNT } from '@aigc/domain';
import { useGetClassworkQuery, useGetEduHistoryQuery } from '@aigc/store/edu';
import { Button, Dialog, Image, Skeleton } from '@aigc/ui';

/** Props of {@link EduWelcome}. */
export interface EduWelcomeProps {
  /** The student who just signed in. */
  user: User;
  /** Called when the student leaves the dialogs (the flow is over). */
  onDone: () => void;
}

/** The first image of a record (a 3D or video record shows its source image), or null. */
function coverOf(record: GenerationRecord) {
  return record.images[0] ?? null;
}

/**
 * The history-recall dialog (docs/edu.md 'Students', docs/product.md §9): the
 * student's newest {@link EDU_HISTORY_PREVIEW_COUNT} works
 * (`generate/user/list?source=1`), each with its prompt, and a way on to
 * their account page or the generator.
 */
export function EduHistoryRecall({ open, onClose }: { open: boolean; onClose: (to: string | null) => void }) {
  const { t } = useLingui();
  const { data, isLoading } = useGetEduHistoryQuery({ pageSize: EDU_HISTORY_PREVIEW_COUNT });
  const records = (data?.dataList ?? []).slice(0, EDU_HISTORY_PREVIEW_COUNT);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose(null);
      }}
      title={t`Your recent works`}
      description={t`Pick up where you left off.`}
      size="md"
    >
      <ul className="au-recall" aria-label={t`Recent works`}>
        {isLoading
          ? Array.from({ length: EDU_HISTORY_PREVIEW_COUNT }, (_, i) => (
              <li key={i}>
                <Skeleton style={{ width: '100%', height: '7.5rem' }} />
              </li>
            ))
          : records.map((record) => {
              const cover = coverOf(record);
              return (
                <li key={record.id} className="au-recall__item">
                  {cover ? (
                    <Image
                      src={cover.imageResize200Url}
                      alt={record.prompt}
                      width={cover.width}
                      height={cover.height}
                      fit="cover"
                    />
                  ) : null}
                  <p className="au-recall__prompt">{record.prompt}</p>
                </li>
              );
            })}
      </ul>
      <div className="au-row au-row--end">
        <Button variant="secondary" onClick={() => onClose('/account')}>
          <Trans>See all my works</Trans>
        </Button>
        <Button variant="primary" onClick={() => onClose('/generator')}>
          <Trans>Keep creating</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The welcome dialog shown after a student signs in (docs/product.md §4,
 * docs/edu.md 'Students'): it greets them with their counts
 * (`GET business/user/popup/calcu-classwork`); 'Continue' goes on to the
 * history-recall dialog when they have works (images + models > 0),
 * otherwise to their account page (`/account`).
 */
export function EduWelcome({ user, onDone }: EduWelcomeProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: counts } = useGetClassworkQuery(undefined, { refetchOnMountOrArgChange: true });
  const [step, setStep] = useState<'welcome' | 'recall'>('welcome');
  const hasWorks = counts ? counts.imageCount + counts.modelCount > 0 : false;
  const name = user.nickName;

  const finish = (to: string | null) => {
    onDone();
    if (to) void navigate(to);
  };

  if (step === 'recall') return <EduHistoryRecall open onClose={finish} />;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) finish(null);
      }}
      title={t`Welcome, ${name}!`}
      size="sm"
    >
      <div className="au-dialog">
        {counts ? (
          <p className="au-notice">
            <Trans>
              You have made {counts.imageCount} pictures and {counts.modelCount} 3D models so far.
            </Trans>
          </p>
        ) : (
          <Skeleton style={{ width: '100%', height: '1.5rem' }} />
        )}
        <Button
          variant="primary"
          size="lg"
          block
          disabled={!counts}
          onClick={() => (hasWorks ? setStep('recall') : finish('/account'))}
        >
          <Trans>Continue</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
