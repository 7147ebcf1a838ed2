import { QueryClientProvider } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '../../shared/constants/limits';
import { forgetSession } from '../lib/forget-session';
import { onAuthFailure } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { paths } from '../lib/paths';
import { createRouter } from './router';

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createRouter();
    // Spec §6: a 401 signs the person out and goes to /; a 403 goes to /forbidden.
    onAuthFailure((status, code) => {
      if (status === 401) {
        forgetSession(queryClient);
        void created.navigate(paths.home, { replace: true });
      } else if (code === 'PROFILE_INCOMPLETE') {
        void created.navigate(paths.user.profile);
      } else {
        void created.navigate(paths.forbidden);
      }
    });
    return created;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={200}>
        <RouterProvider router={router} />
        <Toaster
          position="bottom-right"
          duration={TOAST_DURATION_MS}
          visibleToasts={TOAST_VISIBLE}
          closeButton
          // Sonner's rich colours put green and red text on pale tints below WCAG
          // contrast; plain toasts keep dark text on white, with a coloured icon.
          toastOptions={{ classNames: { toast: 'text-slate-900' } }}
        />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
