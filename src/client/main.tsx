import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { loadUniversity } from './lib/university';

async function boot() {
  await loadUniversity();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
}

void boot();
