// First: before any module that may load zod.
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ServiceWorkerUpdates } from './app/pwa/service-worker-updates';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
    <ServiceWorkerUpdates />
  </StrictMode>,
);
