import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SelectionAction } from '@aigc/domain';
import { toastShown, useAppDispatch } from '@aigc/store';
import { Button, CheckIcon } from '@aigc/ui';
import type { SelectableItem, Selection } from './selection';
import { useSelectionMessage } from './useSelectionMessage';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  selection: Selection;
  /** The actions this list offers, in order. */
  actions: readonly SelectionAction[];
  /** Runs an action once its docs/product.md §5 limits passed. */
  onAction: (action: SelectionAction) => void;
  /** An action is running (its button spins). */
  busy?: SelectionAction | null;
}

/**
 * The multi-select toolbar (docs/product.md §2 'Multi-select for post, download and
 * delete', §5 limits): 'Select' enters select mode; then the count, the
 * actions and 'Cancel'. An action whose limit the selection breaks shows
 * the rule as an error toast instead of running.
 */
export function SelectionBar({ selection, actions, onAction, busy = null }: SelectionBarProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const message = useSelectionMessage();
  if (!selection.active) {
    return (
      <Button variant="secondary" size="sm" onClick={selection.start}>
        <Trans>Select</Trans>
      </Button>
    );
  }
  const count = selection.items.length;
  const run = (action: SelectionAction) => {
    const issue = selection.check(action);
    if (issue) {
      dispatch(toastShown({ message: message(issue), kind: 'error' }));
      return;
    }
    onAction(action);
  };
  const label: Record<SelectionAction, string> = { post: t`Post`, download: t`Download`, delete: t`Delete` };
  return (
    <div className="ac-selbar" role="toolbar" aria-label={t`Selection`}>
      <span className="ac-selbar__count" aria-live="polite">
        {t({ message: plural(count, { one: '# selected', other: '# selected' }) })}
      </span>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'delete' ? 'danger' : action === 'post' ? 'primary' : 'secondary'}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => run(action)}
        >
          {label[action]}
        </Button>
      ))}
      <Button variant="ghost" size="sm" onClick={selection.stop}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

/** Props of {@link SelectOverlay}. */
export interface SelectOverlayProps {
  selection: Selection;
  /** The item the card stands for. */
  item: SelectableItem;
  /** Accessible name, e.g. the post title. */
  label: string;
}

/**
 * Covers a card in select mode (nothing otherwise): the whole card toggles
 * its item (a checkbox for assistive technology), with a tick in the corner
 * and a ring when chosen. A pick that breaks a docs/product.md §5 limit is refused with
 * the rule as an error toast.
 */
export function SelectOverlay({ selection, item, label }: SelectOverlayProps) {
  const dispatch = useAppDispatch();
  const message = useSelectionMessage();
  if (!selection.active) return null;
  const selected = selection.has(item.id);
  const toggle = () => {
    const issue = selection.toggle(item);
    if (issue) dispatch(toastShown({ message: message(issue), kind: 'error' }));
  };
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={selected}
      aria-label={label}
      className={selected ? 'ac-select ac-select--on' : 'ac-select'}
      onClick={toggle}
    >
      <span className="ac-select__tick" aria-hidden="true">
        {selected ? <CheckIcon width={14} height={14} strokeWidth={3} /> : null}
      </span>
    </button>
  );
}
