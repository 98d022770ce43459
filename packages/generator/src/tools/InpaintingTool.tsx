import { useEffect, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMPT_MAX } from '@aigc/domain';
import { useInpaintMutation } from '@aigc/store/generate-tools';
import { TextArea } from '@aigc/ui';
import { MaskEditor } from '../canvas/MaskEditor';
import { EMPTY_MASK, maskCoverage, maskReducer, maskToPng, rasterizeMask, visibleStrokes } from '../canvas/maskModel';
import { useMaskShortcuts } from '../canvas/useMaskShortcuts';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { SegmentedControl, ToolForm } from '../components/ToolForm';
import { ToolWorkspace, type GeneratorToolProps } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { usePromptCheck } from '../hooks/useIssueText';
import { useToolJobs } from '../hooks/useToolJobs';
import { charCount } from '../util/text';
import type { SourceImage } from '../util/sourceImage';

export type InpaintingToolProps = GeneratorToolProps;

/**
 * Inpainting (docs/product.md §1): pick an image (file, history, or `?imageId=`), paint
 * a mask over the part to change with the brush, fix it with the eraser,
 * move/zoom the view, undo/redo (also Ctrl+Z / Ctrl+Shift+Z), clear, and set
 * the brush size. 'Modify' repaints the masked area from a prompt; 'Remove'
 * erases what is under the mask. The mask goes with the request as a PNG the
 * size of the source (white = change), rasterised from the same strokes.
 */
export function InpaintingTool({ topicId, onPublish }: InpaintingToolProps) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const promptIssue = usePromptCheck();
  const jobs = useToolJobs(topicId);
  const [inpaint, { isLoading }] = useInpaintMutation();
  const [source, setSource] = useState<SourceImage | null>(null);
  const [mask, dispatch] = useReducer(maskReducer, EMPTY_MASK);
  const [mode, setMode] = useState<'modify' | 'remove'>('modify');
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<{ field: 'image' | 'mask' | 'prompt'; text: string } | null>(null);

  useEffect(() => dispatch({ type: 'reset' }), [source]);

  useMaskShortcuts(dispatch);

  const submit = async () => {
    if (!source) {
      setError({ field: 'image', text: t`Please upload an image` });
      return;
    }
    const bitmap = rasterizeMask(visibleStrokes(mask), source.width, source.height);
    if (maskCoverage(bitmap) === 0) {
      setError({ field: 'mask', text: t`Paint over the area to change first` });
      return;
    }
    if (mode === 'modify') {
      const issue = promptIssue(prompt);
      if (issue) {
        setError({ field: 'prompt', text: issue });
        return;
      }
    }
    setError(null);
    try {
      const png = await maskToPng(bitmap, source.width, source.height);
      const job = await inpaint({
        source: source.ref,
        mask: png,
        mode,
        ...(mode === 'modify' ? { prompt: prompt.trim() } : {}),
      }).unwrap();
      jobs.added(job, mode === 'remove' ? t`Remove the painted area` : prompt.trim());
    } catch {
      // toasted by the base query
    }
  };

  const form = (
    <ToolForm label={t`Inpainting`} onSubmit={submit}>
      <ReferenceImageField
        label={t`Image to edit`}
        value={source}
        onChange={setSource}
        error={error?.field === 'image' ? error.text : null}
        initialImageId={params.get('imageId')}
        topicId={topicId}
      />
      <SegmentedControl
        label={t`What to do`}
        name="inpaint-mode"
        options={[
          { value: 'modify', label: <Trans>Modify</Trans> },
          { value: 'remove', label: <Trans>Remove</Trans> },
        ]}
        value={mode}
        onChange={setMode}
      />
      {mode === 'modify' ? (
        <TextArea
          label={t`What to paint in the masked area`}
          rows={3}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={t`A small golden star`}
          hint={`${charCount(prompt)}/${PROMPT_MAX}`}
          error={error?.field === 'prompt' ? error.text : undefined}
        />
      ) : (
        <p className="gen-small gen-muted">
          <Trans>Whatever you paint over is erased and filled in from its surroundings.</Trans>
        </p>
      )}
      {error?.field === 'mask' ? (
        <p className="gen-error" role="alert">
          {error.text}
        </p>
      ) : null}
      <GenerateButton submitting={isLoading} jobId={jobs.newestJobId} disabled={!source}>
        {mode === 'remove' ? <Trans>Remove</Trans> : <Trans>Generate</Trans>}
      </GenerateButton>
    </ToolForm>
  );

  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} stage={<MaskEditor source={source} mask={mask} dispatch={dispatch} />} />;
}
