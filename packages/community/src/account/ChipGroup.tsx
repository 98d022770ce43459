import { Trans, useLingui } from '@lingui/react/macro';

/** A sub-filter of the account lists: everything, images only, or 3D models only. */
export type CreationKind = 'all' | 'image' | 'model';

/** One chip of a {@link ChipGroup}. */
export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link ChipGroup}. */
export interface ChipGroupProps<T extends string> {
  /** Accessible name of the radio group. */
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of exclusive filter chips (`role="radiogroup"` of `role="radio"` buttons) in an account panel's bar. */
export function ChipGroup<T extends string>({ label, options, value, onChange }: ChipGroupProps<T>) {
  return (
    <div className="ac-chips" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          className={value === option.value ? 'ac-chip ac-chip--on' : 'ac-chip'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The 'Show' chips of the account lists: All, Images, 3D. */
export function KindChips({ value, onChange }: { value: CreationKind; onChange: (kind: CreationKind) => void }) {
  const { t } = useLingui();
  const options: ChipOption<CreationKind>[] = [
    { value: 'all', label: t`All` },
    { value: 'image', label: t`Images` },
    { value: 'model', label: t`3D` },
  ];
  return <ChipGroup label={t`Show`} options={options} value={value} onChange={onChange} />;
}

/** What a sub-filtered list says when nothing matches (nothing for 'all': the list's own empty state applies). */
export function FilteredEmpty({ kind }: { kind: CreationKind }) {
  if (kind === 'all') return null;
  return <p className="ac-empty-filter">{kind === 'model' ? <Trans>No 3D models here yet.</Trans> : <Trans>No images here yet.</Trans>}</p>;
}
