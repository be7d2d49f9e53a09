import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

/** Toasts close themselves after this long (SPEC.md §9: 2000 ms in the dashboard). */
export const TOAST_DURATION_MS = 2000;

type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToasterContext = createContext<Toaster | null>(null);

export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster must be used inside <ToastProvider>');
  return toaster;
}

let nextToastId = 1;

/**
 * Short confirmations and failures, announced politely to screen readers. They live above the
 * routes, so a toast raised just before a navigation is still seen after it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextToastId++;
      setToasts((current) => [...current, { id, kind, message }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
    }),
    [show],
  );

  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`}>
            <span>{toast.message}</span>
            <button
              type="button"
              className="toast__close"
              aria-label={t('common.dismiss')}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToasterContext.Provider>
  );
}
