import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
// Before the screens (which bring their own stylesheets): a printable page's rules refine the shared sheet's.
import './styles/sheet.css';
import { router } from './app/router';
import { createQueryClient } from './lib/queryClient';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/catalogues.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

const queryClient = createQueryClient();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
