import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Messages } from '@lingui/core';
import type { Language } from '#shared/i18n/languages';
import type { UniversityConfig } from '#shared/university/university-config';
import { provideMessages } from '#client/lib/i18n';
import { createQueryClient } from '#client/lib/query-client';
import { sessionKeys } from '#client/lib/query-keys';
import { provideUniversity } from '#client/lib/university';
import { AppFrame } from './app-providers';
import { sessionDrawnFor, type FirstScreen } from './first-screens';
import { routes } from './router';

/**
 * The markup of a first screen as the app draws it once loaded, for the build
 * to put in the page. Rendered through the real routes and the app's own frame,
 * so it cannot drift from the screen it stands in for: the app hydrates it (main.tsx).
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
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.current(), sessionDrawnFor(screen));
  return renderToString(
    <AppFrame queryClient={queryClient}>
      {/* No hydration data: the routes load nothing, and the page carries no inline script but one (CSP). */}
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppFrame>,
  );
}
