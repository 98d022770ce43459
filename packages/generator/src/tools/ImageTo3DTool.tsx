import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import { DEFAULT_VOXEL_RESOLUTION, VOXEL_RESOLUTIONS } from '@aigc/domain';
import { useImageTo3DMutation } from '@aigc/store/generate-tools';
import { Button } from '@aigc/ui';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolWorkspace } from '../components/ToolWorkspace';
import { useIssueText } from '../hooks/useIssueText';
import { useToolJobs } from '../hooks/useToolJobs';
import type { SourceImage } from '../util/sourceImage';

export interface ImageTo3DToolProps {
  topicId?: string;
  /** Where Publish on a result goes (e.g. the challenge's publish dialog); default: the generator's own. */
  onPublish?: (record: GenerationRecord) => void;
}

/**
 * Image → 3D (docs/product.md §1; `generate/img2model3d`): an image and the detail
 * (`voxelResolution`: 64, 128 or 256 cells on the long side). The result is
 * previewed in the page (drag to turn; not on mobile, docs/product.md §8) and can be
 * downloaded as GLB or as STL for printing.
 */
export function ImageTo3DTool({ topicId, onPublish }: ImageTo3DToolProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const [params] = useSearchParams();
  const jobs = useToolJobs(topicId);
  const [make3d, { isLoading }] = useImageTo3DMutation();
  const [source, setSource] = useState<SourceImage | null>(null);
  const [voxels, setVoxels] = useState<number>(DEFAULT_VOXEL_RESOLUTION);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source) {
      setError(issueText('reference.required'));
      return;
    }
    setError(null);
    try {
      const job = await make3d({ source: source.ref, voxelResolution: voxels }).unwrap();
      jobs.added(job, t`3D model (${voxels} cells)`);
    } catch {
      // toasted by the base query
    }
  };

  const detail = (n: number) => (n <= 64 ? t`Coarse` : n <= 128 ? t`Standard` : t`Fine`);

  const form = (
    <form className="gen-form__body" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Image to 3D`}>
      <ReferenceImageField
        label={t`Image`}
        value={source}
        onChange={setSource}
        error={error}
        initialImageId={params.get('imageId')}
        topicId={topicId}
      />
      <div className="gen-segmented" role="radiogroup" aria-label={t`Detail`}>
        {VOXEL_RESOLUTIONS.map((n) => (
          <label key={n} className="gen-segmented__option" data-checked={voxels === n}>
            <input type="radio" name="voxels" checked={voxels === n} onChange={() => setVoxels(n)} />
            {detail(n)}
          </label>
        ))}
      </div>
      <p className="gen-small gen-muted">
        <Trans>A relief model of the image, ready to print as a pendant or a tag.</Trans>
      </p>
      <Button type="submit" variant="primary" size="lg" loading={isLoading}>
        <Trans>Make 3D model</Trans>
      </Button>
    </form>
  );
  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} />;
}
