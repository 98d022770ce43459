import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EDU_GENERATORS, EDU_IDEA_MAX } from '@aigc/domain';
import type { GuidedGeneratorName } from '@aigc/domain';
import { GeneratorPublishing, TaskQueuePanel, useToolJobs } from '@aigc/generator';
import { useGenerateGuidedMutation } from '@aigc/store/edu';
import { Button, TextField } from '@aigc/ui';
import { DREAM_JOB_LABELS, SPACESHIP_LABELS } from './guidedLabels';

type Labels = Record<string, { question: MessageDescriptor; options: Record<string, MessageDescriptor> }>;

/** Props of {@link GuidedGenerator}. */
interface GuidedGeneratorProps {
  generator: GuidedGeneratorName;
  labels: Labels;
  title: ReactNode;
  lead: ReactNode;
}

/**
 * A guided generator (docs/edu.md 'Guided generators'): each choice of
 * `EDU_GENERATORS` as a row of big buttons (a radio group), a short idea
 * (≤ 100 characters, optional), and 'Make it!', which sends the choices to
 * `POST /api/generate/guided` (the server composes and screens the prompt).
 * The job then runs in the generator package's task queue panel, without
 * Publish (classroom accounts never post).
 */
function GuidedGenerator({ generator, labels, title, lead }: GuidedGeneratorProps) {
  const { t, i18n } = useLingui();
  const table = EDU_GENERATORS[generator].choices as Record<string, Record<string, string>>;
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(table).map(([key, options]) => [key, Object.keys(options)[0] ?? ''])),
  );
  const [idea, setIdea] = useState('');
  const [generate, state] = useGenerateGuidedMutation();
  const jobs = useToolJobs();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const job = await generate({ generator, choices, idea: idea.trim() }).unwrap();
      jobs.added(job, job.record?.prompt ?? '');
    } catch {
      // the store's toast says why (a refused idea gets the classroom's friendly message)
    }
  };

  return (
    <div className="edu-page edu-page--tool">
      <h1 className="edu-heading">{title}</h1>
      <p className="edu-lead">{lead}</p>
      <form className="edu-guided" onSubmit={(e) => void submit(e)} aria-label={t`Your choices`}>
        {Object.entries(table).map(([key, options]) => {
          const label = labels[key];
          return (
            <fieldset key={key} className="edu-choice">
              <legend className="edu-choice__question">{label ? i18n._(label.question) : key}</legend>
              <div className="edu-choice__options" role="radiogroup" aria-label={label ? i18n._(label.question) : key}>
                {Object.keys(options).map((value) => {
                  const optionLabel = label?.options[value];
                  return (
                    <label key={value} className="edu-option" data-checked={choices[key] === value}>
                      <input
                        type="radio"
                        name={key}
                        value={value}
                        checked={choices[key] === value}
                        onChange={() => setChoices((current) => ({ ...current, [key]: value }))}
                      />
                      <span>{optionLabel ? i18n._(optionLabel) : value}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        <TextField
          label={t`Anything else? (optional)`}
          hint={t`A few words, at most ${EDU_IDEA_MAX} characters.`}
          maxLength={EDU_IDEA_MAX}
          value={idea}
          onChange={(e) => setIdea(e.target.value)}
        />
        <Button type="submit" size="lg" loading={state.isLoading}>
          <Trans>Make it!</Trans>
        </Button>
      </form>
      <GeneratorPublishing allowed={false}>
        <TaskQueuePanel
          jobs={jobs.jobs}
          onFinished={jobs.finished}
          onFirstResult={jobs.firstResult}
          onDismiss={jobs.dismissed}
        />
      </GeneratorPublishing>
    </div>
  );
}

/** `/generator/spaceship`: design your own spaceship (signed in). */
export function SpaceshipPage() {
  return (
    <GuidedGenerator
      generator="spaceship"
      labels={SPACESHIP_LABELS as unknown as Labels}
      title={<Trans>Design your own spaceship</Trans>}
      lead={<Trans>Make four choices, add an idea if you like, and press Make it!</Trans>}
    />
  );
}

/** `/generator/dreamJob`: a friendly cartoon character at the job the child dreams of (signed in). */
export function DreamJobGuidedPage() {
  return (
    <GuidedGenerator
      generator="dreamJob"
      labels={DREAM_JOB_LABELS as unknown as Labels}
      title={<Trans>My dream job</Trans>}
      lead={<Trans>Choose a job, a place and a style for your cartoon character.</Trans>}
    />
  );
}
