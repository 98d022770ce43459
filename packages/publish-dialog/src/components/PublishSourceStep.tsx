import type { Dispatch, SetStateAction } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import type { SelectedImage } from '../util/selection';
import { HistoryTab, type HistoryQuery } from './HistoryTab';
import { LockIcon } from './icons';
import { UploadTab } from './UploadTab';

/** The two sources of step 1. */
export type PublishSource = 'history' | 'upload';

/** Props of {@link PublishSourceStep}. */
export interface PublishSourceStepProps {
  /** The generation history; its tab shows only when `hasHistory`. */
  history: HistoryQuery & { isLoading: boolean };
  hasHistory: boolean;
  tab: PublishSource;
  /** Asked when the user picks another tab (the parent may confirm first). */
  onTabChange: (tab: PublishSource) => void;
  /** Local upload locked (the banner leads to /author/onboarding). */
  uploadLocked: boolean;
  selected: readonly SelectedImage[];
  onChange: Dispatch<SetStateAction<SelectedImage[]>>;
  max: number;
  topic: Topic | null;
  /** Files picked in the upload tab. */
  onFiles: (files: File[]) => void;
}

/**
 * Step 1 of the publish dialog (docs/product.md §2): the 'History works' tab (only with
 * history) and the 'Upload and publish' tab (a lock icon when locked), with a
 * spinner while the history loads. Manual activation: arrow keys move focus,
 * Enter/Space switch.
 */
export function PublishSourceStep({ history, hasHistory, tab, onTabChange, uploadLocked, selected, onChange, max, topic, onFiles }: PublishSourceStepProps) {
  const { t } = useLingui();
  return (
    <Tabs value={tab} activationMode="manual" onValueChange={(v) => onTabChange(v as PublishSource)} className="pd-tabs">
      <TabsList aria-label={t`Where the images come from`}>
        {hasHistory ? (
          <TabsTrigger value="history">
            <Trans>History works</Trans>
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="upload">
          <span className="pd-tab-label">
            {uploadLocked ? <LockIcon width={16} height={16} /> : null}
            <Trans>Upload and publish</Trans>
          </span>
        </TabsTrigger>
      </TabsList>
      {hasHistory ? (
        <TabsContent value="history">
          <HistoryTab query={history} selected={selected} onChange={onChange} max={max} topic={topic} />
        </TabsContent>
      ) : null}
      <TabsContent value="upload">
        <UploadTab
          locked={uploadLocked}
          selected={selected.filter((s) => s.source === 'upload')}
          full={selected.length >= max}
          onFiles={onFiles}
          onRemove={(id) => onChange((current) => current.filter((s) => s.uniqueImageId !== id))}
        />
      </TabsContent>
      {history.isLoading ? <Spinner size="sm" /> : null}
    </Tabs>
  );
}
