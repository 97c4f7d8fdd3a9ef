import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';

/** Renders the app's real route tree at `path`, in memory. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Renders an /admin route and waits until the session check lets the admin layout in. */
export async function renderAdminRoute(path: string) {
  const rendered = renderRoute(path);
  await screen.findByRole('complementary', {}, { timeout: 5000 });
  return rendered;
}
