import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useImg2imgMutation } from '@aigc/store/generate-tools';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolForm } from '../components/ToolForm';
import { ToolWorkspace } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { useSourceTool } from '../hooks/useSourceTool';
import { useToolModels } from '../hooks/useToolFlags';

/** A choice of a preset tool: a label for people and the English prompt sent to the model. */
interface Preset {
  id: string;
  label: string;
  prompt: string;
}

const IMAGE_TO_IMAGE = ['image2image'];

interface PresetToolProps {
  topicId?: string;
  presets: Preset[];
  /** img2img tag: 'figurine' (cartoon figurine) or 'style'. */
  tagId: 'figurine' | 'style';
  formLabel: string;
  choiceLabel: string;
  imageLabel: string;
  submitLabel: string;
}

function PresetTool({ topicId, presets, tagId, formLabel, choiceLabel, imageLabel, submitLabel }: PresetToolProps) {
  const tool = useSourceTool(topicId);
  const [model] = useToolModels(IMAGE_TO_IMAGE);
  const [img2img, { isLoading }] = useImg2imgMutation();
  const [presetId, setPresetId] = useState(presets[0]!.id);
  const preset = presets.find((p) => p.id === presetId) ?? presets[0]!;

  const submit = tool.submitter(async (source) => ({
    job: await img2img({ source: source.ref, prompt: preset.prompt, tagId, modelId: model?.modelId, batchSize: 2, topicId }).unwrap(),
    label: preset.label,
  }));

  const form = (
    <ToolForm label={formLabel} onSubmit={submit}>
      <ReferenceImageField label={imageLabel} {...tool.sourceField} />
      <fieldset className="gen-presets">
        <legend className="gen-label">{choiceLabel}</legend>
        {presets.map((p) => (
          <label key={p.id} className="gen-presets__option" data-checked={p.id === presetId}>
            <input type="radio" name={`${tagId}-preset`} checked={p.id === presetId} onChange={() => setPresetId(p.id)} />
            {p.label}
          </label>
        ))}
      </fieldset>
      <GenerateButton submitting={isLoading} jobId={tool.jobs.newestJobId}>
        {submitLabel}
      </GenerateButton>
    </ToolForm>
  );
  return <ToolWorkspace form={form} jobs={tool.jobs} />;
}

/**
 * Cartoon figurine (`/create/cartoonFigurine`, docs/product.md §2): a photo becomes a
 * cartoon figurine in a chosen finish (img2img with tagId 'figurine'); the
 * result can go on to image → 3D for printing.
 */
export function CartoonFigurineTool({ topicId }: { topicId?: string }) {
  const { t } = useLingui();
  const presets: Preset[] = [
    { id: 'vinyl', label: t`Vinyl toy`, prompt: 'cartoon vinyl figurine, glossy, big head, soft studio light' },
    { id: 'clay', label: t`Clay`, prompt: 'cartoon clay figurine, handmade texture, warm light' },
    { id: 'resin', label: t`Painted resin`, prompt: 'cartoon resin figurine, hand painted, collectible, pedestal' },
    { id: 'plush', label: t`Plush`, prompt: 'cartoon plush toy figurine, soft fabric, stitched details' },
  ];
  return (
    <PresetTool
      topicId={topicId}
      presets={presets}
      tagId="figurine"
      formLabel={t`Cartoon figurine`}
      choiceLabel={t`Finish`}
      imageLabel={t`Photo`}
      submitLabel={t`Make my figurine`}
    />
  );
}

/**
 * The scenes of the Dream job tool: job id → the English words of the person
 * at work, each with its own article ('an astronaut', 'an airline pilot'), so
 * the prompt never guesses a/an from spelling.
 */
export const DREAM_JOB_SCENES = {
  astronaut: 'an astronaut in a white space suit, space station window behind',
  doctor: 'a doctor in a white coat with a stethoscope, bright hospital',
  chef: 'a chef in a white hat in a busy restaurant kitchen',
  firefighter: 'a firefighter in full gear in front of a red fire engine',
  pilot: 'an airline pilot in uniform in a cockpit',
  scientist: 'a scientist in a lab coat with glowing flasks in a laboratory',
  painter: 'a painter with a palette in a sunny art studio',
  athlete: 'an athlete in a stadium, medal around the neck',
} as const;

/** The Dream job prompt sent to the model for one of {@link DREAM_JOB_SCENES}. */
export function dreamJobPrompt(job: keyof typeof DREAM_JOB_SCENES): string {
  return `portrait of the person as ${DREAM_JOB_SCENES[job]}, friendly storybook illustration`;
}

/**
 * Dream job (`/generator/dreamJob`, docs/product.md §2): a portrait restyled as the
 * person in a chosen job (img2img with a job prompt template).
 */
export function DreamJobTool({ topicId }: { topicId?: string }) {
  const { t } = useLingui();
  const labels: Record<keyof typeof DREAM_JOB_SCENES, string> = {
    astronaut: t`Astronaut`,
    doctor: t`Doctor`,
    chef: t`Chef`,
    firefighter: t`Firefighter`,
    pilot: t`Pilot`,
    scientist: t`Scientist`,
    painter: t`Painter`,
    athlete: t`Athlete`,
  };
  const presets: Preset[] = (Object.keys(DREAM_JOB_SCENES) as (keyof typeof DREAM_JOB_SCENES)[]).map((id) => ({
    id,
    label: labels[id],
    prompt: dreamJobPrompt(id),
  }));
  return (
    <PresetTool
      topicId={topicId}
      presets={presets}
      tagId="style"
      formLabel={t`Dream job`}
      choiceLabel={t`Dream job`}
      imageLabel={t`Portrait photo`}
      submitLabel={t`Show me at work`}
    />
  );
}

