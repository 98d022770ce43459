import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TOAST_FADE_MS, TOAST_MS } from '@aigc/domain';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

/** What a toast is about; picks the icon and the live-region politeness. */
export type ToastKind = 'info' | 'success' | 'error';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Optional heading above the message (e.g. 'Failed' over a follow error, docs/product.md §8). */
  title?: ReactNode;
  message: ReactNode;
  kind: ToastKind;
  /** Close button handler; without it no close button is shown. */
  onClose?: () => void;
  /** Fading out (opacity transition of 300 ms, docs/product.md §4). */
  leaving?: boolean;
}

const icons = { info: InfoIcon, success: CheckIcon, error: AlertIcon } as const;

/**
 * One toast, presentational. Errors use `role="alert"` (assertive), others
 * `role="status"` (polite).
 */
export function Toast({ title, message, kind, onClose, leaving = false }: ToastProps) {
  const { t } = useLingui();
  const Icon = icons[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={clsx('ui-toast', `ui-toast--${kind}`, leaving && 'ui-toast--leaving')}
    >
      <Icon className="ui-toast__icon" />
      <div className="ui-toast__message">
        {title ? <strong className="ui-toast__title">{title}</strong> : null}
        {message}
      </div>
      {onClose ? (
        <button type="button" className="ui-toast__close" onClick={onClose} aria-label={t`Close`} title={t`Close`}>
          <CloseIcon width={16} height={16} />
        </button>
      ) : null}
    </div>
  );
}

/** The toast the store holds (its ui slice). */
export interface ToastData {
  /** Unique per toast: a new id replaces the current toast and restarts its timer. */
  id: string | number;
  /** Optional heading above the message. */
  title?: ReactNode;
  message: ReactNode;
  kind: ToastKind;
  /** Time shown before fading, in ms. Default 3000; 0 = sticky until closed (docs/product.md §4, §9). */
  durationMs?: number;
}

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  /** The current toast, or null. */
  toast: ToastData | null;
  /** Called with the toast's id once it has faded out (or was closed). */
  onDismiss: (id: ToastData['id']) => void;
}

/**
 * The single toast slot (docs/product.md §4: one toast at a time; a new one replaces the
 * current one). A toast stays `durationMs` (default 3000 ms, 0 = sticky),
 * then fades for 300 ms and calls `onDismiss(id)`. The close button starts
 * the same fade. Render once near the root.
 */
export function ToastViewport({ toast, onDismiss }: ToastViewportProps) {
  const [leavingId, setLeavingId] = useState<ToastData['id'] | null>(null);
  const [closedId, setClosedId] = useState<ToastData['id'] | null>(null);
  const dismissRef = useRef(onDismiss);
  const dismissedRef = useRef<ToastData['id'] | null>(null);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  const id = toast?.id ?? null;
  const duration = toast?.durationMs ?? TOAST_MS;

  // Call onDismiss once per toast, whichever timer comes first.
  const finish = useCallback((toastId: ToastData['id']) => {
    if (dismissedRef.current === toastId) return;
    dismissedRef.current = toastId;
    dismissRef.current(toastId);
  }, []);

  // Automatic close: start fading after `duration`, dismiss after the fade (sticky when 0).
  useEffect(() => {
    if (id === null || duration <= 0) return;
    const leave = setTimeout(() => setLeavingId(id), duration);
    const done = setTimeout(() => finish(id), duration + TOAST_FADE_MS);
    return () => {
      clearTimeout(leave);
      clearTimeout(done);
    };
  }, [id, duration, finish]);

  // Close button: fade now, dismiss after the fade.
  useEffect(() => {
    if (closedId === null || closedId !== id) return;
    const done = setTimeout(() => finish(closedId), TOAST_FADE_MS);
    return () => clearTimeout(done);
  }, [closedId, id, finish]);

  const leaving = id !== null && (leavingId === id || closedId === id);
  return (
    <div className="ui-toast-viewport">
      {toast ? (
        <Toast
          key={toast.id}
          title={toast.title}
          message={toast.message}
          kind={toast.kind}
          leaving={leaving}
          onClose={() => setClosedId(toast.id)}
        />
      ) : null}
    </div>
  );
}
