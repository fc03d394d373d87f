import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadRouteModules } from './app/load-route-modules';
import { whenRestored } from './app/persist-gate';
import { createRouter, routes } from './app/routes';
import { createStore } from './app/store';
import { yieldToBrowser } from './lib/yield-to-browser';
import { Providers } from './app/providers';
import { bootstrapSession } from './app/session-bootstrap';
import { recordLocation } from './lib/geolocation';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The public landing screens arrive prerendered (apps/web/scripts/prerender.mjs): the person
// already sees and can read the page, so start-up gives the browser a turn between its steps
// (evaluating the code, restoring the state, creating the router, hydrating) instead of
// running them as one long task. Other routes start empty and render at once.
const prerendered = container.firstElementChild !== null;

if (prerendered) await yieldToBrowser();
const { store, persistor } = createStore();
void bootstrapSession(store, persistor);
void recordLocation();
registerServiceWorker();

// A prerendered page is hydrated once its screen's code and the persisted state are ready.
if (prerendered) {
  await Promise.all([loadRouteModules(routes, window.location.pathname), whenRestored(persistor)]);
  await yieldToBrowser();
}
const router = createRouter();
if (prerendered) await yieldToBrowser();

const app = (
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
if (prerendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // running as one long task: the page the person already sees stays responsive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
