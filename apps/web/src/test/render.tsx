import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** The app's query client without retries, so a failure shows at once. */
function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

function renderRoutes(routeObjects: RouteObject[], path: InitialEntry) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    // A toast leaves after 5 s of the clock; a busy machine can spend that between showing one and
    // the assertion that finds it, so in tests toasts stay until the test ends.
    <AppProviders queryClient={queryClient} toastDurationMs={Infinity}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** The whole app, router and providers included, opened at `path` (with state if given). */
export function renderApp(path: InitialEntry) {
  return renderRoutes(routes, path);
}

/** One element inside the app's providers and a router, opened at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], path);
}
