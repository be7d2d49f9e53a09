import type { ReactNode } from 'react';
import type { User } from '@chronodeck/contract';
import { SessionProvider } from '../shared/session/session-context';
import { ToastProvider } from '../shared/ui/toasts';

interface ProvidersProps {
  storedUser: User | null;
  children: ReactNode;
}

export function Providers({ storedUser, children }: ProvidersProps) {
  return (
    <SessionProvider storedUser={storedUser}>
      <ToastProvider>{children}</ToastProvider>
    </SessionProvider>
  );
}
