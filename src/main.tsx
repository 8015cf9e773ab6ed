import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installNewVersionReload } from './components/errors';
import './app/styles';

// Before anything lazy starts loading: a chunk removed by a release reloads the page once (see reload-once.ts).
installNewVersionReload();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
