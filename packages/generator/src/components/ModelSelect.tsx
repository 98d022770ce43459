import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Model } from '@aigc/api-client';
import { Badge } from '@aigc/ui';

export interface ModelSelectProps {
  label: string;
  models: readonly Model[];
  /** The chosen model id ('' = the first model). */
  value: string;
  onChange: (modelId: string) => void;
}

/** The model chosen in `models` for `value` (the first one when `value` is unknown). */
export function pickModel(models: readonly Model[], value: string): Model | undefined {
  return models.find((m) => m.modelId === value) ?? models[0];
}

/**
 * Model selection (docs/product.md §1 'text to image, with model selection'; `GET
 * /api/model/selection`): a native select of the models, the chosen one's
 * description, and an 'Offline engine' badge when it runs without an AI
 * service (its results are placeholders badged as previews or classical image
 * operations).
 */
export function ModelSelect({ label, models, value, onChange }: ModelSelectProps) {
  const id = useId();
  const selected = pickModel(models, value);
  return (
    <div className="gen-field">
      <label htmlFor={id} className="gen-label">
        {label}
      </label>
      <select
        id={id}
        className="gen-select"
        value={selected?.modelId ?? ''}
        onChange={(e) => onChange(e.target.value)}
        disabled={models.length === 0}
      >
        {models.map((model) => (
          <option key={model.modelId} value={model.modelId}>
            {model.name}
          </option>
        ))}
      </select>
      {selected ? (
        <p className="gen-hint">
          {selected.offline ? (
            <Badge>
              <Trans>Offline engine</Trans>
            </Badge>
          ) : null}{' '}
          {selected.description}
        </p>
      ) : null}
    </div>
  );
}
