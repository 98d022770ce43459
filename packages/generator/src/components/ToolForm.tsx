import type { FormEvent, ReactNode } from 'react';

/** Props of {@link ToolForm}. */
export interface ToolFormProps {
  /** Accessible name of the form (the tool's name). */
  label: string;
  /** Called on submit, after the browser's own submission was prevented. */
  onSubmit: () => unknown;
  children: ReactNode;
}

/**
 * The form of a generator tool: the left column's body, validated by the
 * tool itself (`noValidate`), named for screen readers.
 */
export function ToolForm({ label, onSubmit, children }: ToolFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className="gen-form__body" onSubmit={submit} noValidate aria-label={label}>
      {children}
    </form>
  );
}

/** One choice of a {@link SegmentedControl}. */
export interface SegmentedOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<T extends string | number> {
  /** Accessible name of the radio group. */
  label: string;
  /** `name` of the radio inputs (unique on the page). */
  name: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of exclusive choices drawn as a segmented control: native radio
 * inputs inside labels (keyboard and screen readers as a radio group), the
 * chosen one marked `data-checked`.
 */
export function SegmentedControl<T extends string | number>({ label, name, options, value, onChange }: SegmentedControlProps<T>) {
  return (
    <div className="gen-segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className="gen-segmented__option" data-checked={value === option.value}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
