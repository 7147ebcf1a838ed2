import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Messages } from '@lingui/core';
import type { Language } from '#shared/i18n/languages';
import type { SessionResponse } from '#shared/schemas/auth';
import type { UniversityConfig } from '#shared/university/university-config';
import { LanguageProvider, provideMessages } from '#client/lib/i18n';
import { sessionKeys } from '#client/lib/query-keys';
import { provideUniversity } from '#client/lib/university';
import type { FirstScreen } from './first-screens';
import { routes } from './router';

/**
 * Who the prerendered member shell is drawn for: nobody in particular. The
 * header's avatar is the default one until the app replaces the shell with the
 * member's own page.
 */
const placeholderMember: SessionResponse = {
  user: {
    kind: 'member',
    uid: '',
    email: '',
    displayName: '',
    photoURL: null,
    profileComplete: true,
  },
};

/**
 * The markup of a first screen as the app draws it once loaded, for the build
 * to put in the page. Rendered through the real routes, so it cannot drift
 * from the screen it stands in for; the app replaces it on start.
 */
export async function renderFirstScreen(
  screen: FirstScreen,
  university: UniversityConfig,
  language: Language,
  messages: Messages,
): Promise<string> {
  provideUniversity(university);
  provideMessages(language, messages);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${screen.path}`));
  if (context instanceof Response) {
    throw new Error(`${screen.path} answered ${context.status} instead of a page when prerendered.`);
  }
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    sessionKeys.current(),
    screen.audience === 'member' ? placeholderMember : { user: null },
  );
  return renderToString(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        {/* No hydration data: the page carries no inline script (CSP). */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </LanguageProvider>,
  );
}
