import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { whenRestored } from './app/persist-gate';
import { AppRoutes, preloadScreen } from './app/routes';
import { createStore } from './app/store';
import { yieldToBrowser } from './lib/yield-to-browser';
import { Providers } from './app/providers';
import { bootstrapSession } from './app/session-bootstrap';
import { followLocationConsent } from './lib/geolocation';
import { registerServiceWorker } from './lib/service-worker';
import { prefetchDashboard } from './features/coverages/prefetch-dashboard';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The public landing screens arrive prerendered (apps/web/scripts/prerender.mjs): the person
// already sees and can read the page, so start-up gives the browser a turn between its steps
// (evaluating the code, restoring the state, creating the router, hydrating) instead of
// running them as one long task. Other routes start empty and render at once.
const prerendered = container.firstElementChild !== null;

// The first screen's chunk loads while the rest starts; a failed load shows on the screen.
const firstScreen = preloadScreen(window.location.pathname).catch(() => undefined);
if (prerendered) await yieldToBrowser();
const { store, persistor } = createStore();
void bootstrapSession(store, persistor);
if (window.location.pathname === '/TabNavigator') void prefetchDashboard(store).catch(() => undefined);
// The IP-geolocation lookup runs only with the person's consent (the first-launch privacy notice).
void followLocationConsent(store, whenRestored(persistor));
registerServiceWorker();

// A prerendered page is hydrated once its screen's code and the persisted state are ready;
// any page renders once its screen's code is in.
if (prerendered) {
  await Promise.all([firstScreen, whenRestored(persistor)]);
  await yieldToBrowser();
} else await firstScreen;
const app = (
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
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
