import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_VOXEL_RESOLUTION, VOXEL_RESOLUTIONS, type VoxelResolution } from '@aigc/domain';
import { useImageTo3DMutation } from '@aigc/store/generate-tools';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { SegmentedControl, ToolForm } from '../components/ToolForm';
import { ToolWorkspace, type GeneratorToolProps } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { useSourceTool } from '../hooks/useSourceTool';

export type ImageTo3DToolProps = GeneratorToolProps;

/**
 * Image → 3D (docs/product.md §1; `generate/img2model3d`): an image and the detail
 * (`voxelResolution`: 64, 128 or 256 cells on the long side). The result is
 * previewed in the page (drag to turn; not on mobile, docs/product.md §8) and can be
 * downloaded as GLB or as STL for printing.
 */
export function ImageTo3DTool({ topicId, onPublish }: ImageTo3DToolProps) {
  const { t } = useLingui();
  const tool = useSourceTool(topicId);
  const [make3d, { isLoading }] = useImageTo3DMutation();
  const [voxels, setVoxels] = useState<VoxelResolution>(DEFAULT_VOXEL_RESOLUTION);

  const submit = tool.submitter(async (source) => ({
    job: await make3d({ source: source.ref, voxelResolution: voxels }).unwrap(),
    label: t`3D model (${voxels} cells)`,
  }));

  const detail = (n: number) => (n <= 64 ? t`Coarse` : n <= 128 ? t`Standard` : t`Fine`);

  const form = (
    <ToolForm label={t`Image to 3D`} onSubmit={submit}>
      <ReferenceImageField label={t`Image`} {...tool.sourceField} />
      <SegmentedControl
        label={t`Detail`}
        name="voxels"
        options={VOXEL_RESOLUTIONS.map((n) => ({ value: n, label: detail(n) }))}
        value={voxels}
        onChange={setVoxels}
      />
      <p className="gen-small gen-muted">
        <Trans>A relief model of the image, ready to print as a pendant or a tag.</Trans>
      </p>
      <GenerateButton submitting={isLoading} jobId={tool.jobs.newestJobId}>
        <Trans>Make 3D model</Trans>
      </GenerateButton>
    </ToolForm>
  );
  return <ToolWorkspace form={form} jobs={tool.jobs} onPublish={onPublish} />;
}
