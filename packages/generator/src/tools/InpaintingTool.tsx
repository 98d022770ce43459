import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import { PROMPT_MAX, validatePrompt } from '@aigc/domain';
import { useInpaintMutation } from '@aigc/store/generate-tools';
import { Button, Spinner, TextArea } from '@aigc/ui';
import type { CanvasTool } from '../canvas/InpaintCanvas';
import { EMPTY_MASK, canRedo, canUndo, maskCoverage, maskReducer, maskToPng, rasterizeMask, visibleStrokes } from '../canvas/maskModel';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolWorkspace } from '../components/ToolWorkspace';
import { useToolJobs } from '../hooks/useToolJobs';
import { charCount } from '../util/text';
import type { SourceImage } from '../util/sourceImage';

// Konva loads with the editor, not with every generator page.
const InpaintCanvas = lazy(() => import('../canvas/InpaintCanvas').then((m) => ({ default: m.InpaintCanvas })));

/** Brush diameters offered, as a share of the image's long side (1 %–15 %). */
const BRUSH_MIN_SHARE = 0.01;
const BRUSH_MAX_SHARE = 0.15;

export interface InpaintingToolProps {
  topicId?: string;
  /** Where Publish on a result goes (e.g. the challenge's publish dialog); default: the generator's own. */
  onPublish?: (record: GenerationRecord) => void;
}

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
  const jobs = useToolJobs(topicId);
  const [inpaint, { isLoading }] = useInpaintMutation();
  const [source, setSource] = useState<SourceImage | null>(null);
  const [mask, dispatch] = useReducer(maskReducer, EMPTY_MASK);
  const [tool, setTool] = useState<CanvasTool>('brush');
  const [mode, setMode] = useState<'modify' | 'remove'>('modify');
  const [prompt, setPrompt] = useState('');
  const [brushShare, setBrushShare] = useState(0.05);
  const [error, setError] = useState<{ field: 'image' | 'mask' | 'prompt'; text: string } | null>(null);

  const longSide = source ? Math.max(source.width, source.height) : 1000;
  const brushSize = Math.max(2, Math.round(longSide * brushShare));

  useEffect(() => dispatch({ type: 'reset' }), [source]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT')) return;
      e.preventDefault();
      dispatch({ type: e.shiftKey ? 'redone' : 'undone' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
      const issue = validatePrompt(prompt);
      if (issue) {
        setError({
          field: 'prompt',
          text: issue.code === 'prompt.required' ? t`Please enter a prompt` : t`The prompt must be at most ${PROMPT_MAX} characters long`,
        });
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

  const tools: { id: CanvasTool; label: string }[] = [
    { id: 'brush', label: t`Brush` },
    { id: 'eraser', label: t`Eraser` },
    { id: 'move', label: t`Move` },
  ];

  const form = (
    <form className="gen-form__body" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Inpainting`}>
      <ReferenceImageField
        label={t`Image to edit`}
        value={source}
        onChange={setSource}
        error={error?.field === 'image' ? error.text : null}
        initialImageId={params.get('imageId')}
        topicId={topicId}
      />
      <div className="gen-segmented" role="radiogroup" aria-label={t`What to do`}>
        <label className="gen-segmented__option" data-checked={mode === 'modify'}>
          <input type="radio" name="inpaint-mode" checked={mode === 'modify'} onChange={() => setMode('modify')} />
          <Trans>Modify</Trans>
        </label>
        <label className="gen-segmented__option" data-checked={mode === 'remove'}>
          <input type="radio" name="inpaint-mode" checked={mode === 'remove'} onChange={() => setMode('remove')} />
          <Trans>Remove</Trans>
        </label>
      </div>
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
      <Button type="submit" variant="primary" size="lg" loading={isLoading} disabled={!source}>
        {mode === 'remove' ? <Trans>Remove</Trans> : <Trans>Generate</Trans>}
      </Button>
    </form>
  );

  const stage = source ? (
        <section className="gen-panel gen-editor" aria-label={t`Mask editor`}>
          <div className="gen-toolbar" role="toolbar" aria-label={t`Canvas tools`}>
            {tools.map((item) => (
              <Button
                key={item.id}
                type="button"
                size="sm"
                variant={tool === item.id ? 'primary' : 'secondary'}
                aria-pressed={tool === item.id}
                onClick={() => setTool(item.id)}
              >
                {item.label}
              </Button>
            ))}
            <span className="gen-toolbar__sep" aria-hidden="true" />
            <Button type="button" size="sm" variant="ghost" disabled={!canUndo(mask)} onClick={() => dispatch({ type: 'undone' })}>
              <Trans>Undo</Trans>
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={!canRedo(mask)} onClick={() => dispatch({ type: 'redone' })}>
              <Trans>Redo</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={visibleStrokes(mask).length === 0}
              onClick={() => dispatch({ type: 'cleared' })}
            >
              <Trans>Clear</Trans>
            </Button>
            <label className="gen-toolbar__size">
              <span>
                <Trans>Brush size</Trans>
              </span>
              <input
                type="range"
                min={BRUSH_MIN_SHARE * 100}
                max={BRUSH_MAX_SHARE * 100}
                step={0.5}
                value={brushShare * 100}
                onChange={(e) => setBrushShare(Number(e.target.value) / 100)}
                aria-valuetext={t`${brushSize} px`}
              />
              <output className="gen-small gen-muted">{brushSize} px</output>
            </label>
          </div>
          <Suspense fallback={<Spinner label={t`Loading the canvas`} />}>
            <InpaintCanvas
              src={source.previewUrl}
              width={source.width}
              height={source.height}
              mask={mask}
              dispatch={dispatch}
              tool={tool}
              brushSize={brushSize}
            />
          </Suspense>
        </section>
  ) : (
    <section className="gen-panel gen-editor gen-editor--empty" aria-label={t`Mask editor`}>
      <p className="gen-drop__title">
        <Trans>Choose an image to start painting</Trans>
      </p>
      <p className="gen-small gen-muted">
        <Trans>Paint over what to change with the brush; the eraser takes paint away.</Trans>
      </p>
    </section>
  );

  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} stage={stage} />;
}
