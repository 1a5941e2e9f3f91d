import { Toaster } from '@optwallet/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { useAuthStore } from '../stores/auth-store';

/** Server state, texts and, signed out, toasts with the kit's default (spec §9) durations. */
export function Providers({ children }: { children: ReactNode }) {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {loggedIn ? null : <Toaster />}
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
