import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/queryClient';

/** Renders the app's real route tree at `path`, in memory, with a query cache of its own (nothing carried between tests). */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** Renders an /admin route and waits until the session check lets the admin layout in and the box has told its date. */
export async function renderAdminRoute(path: string) {
  const rendered = renderRoute(path);
  await screen.findByRole('complementary', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
  return rendered;
}
