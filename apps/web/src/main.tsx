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
import { logLocationConsent } from './lib/consent-log';
import { registerServiceWorker } from './lib/service-worker';
import { startReadsAt } from './lib/api/start-reads';
import { loadAnswers } from './lib/api/contract';
import { tokenStorage } from './lib/session/token-storage';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Prerendered, the page is readable, so start-up yields between steps; the kept page (decision 016) is replaced.
const kept = container.hasAttribute('data-kept-page');
const prerendered = !kept && container.firstElementChild !== null;

// The first screen's chunk loads meanwhile; signed in, the answers' schemas too, so kept answers show.
const signedIn = tokenStorage.getRefreshToken() !== null;
const firstScreen = Promise.all([preloadScreen(window.location.pathname), signedIn && loadAnswers()]).catch(
  () => undefined,
);
// The dashboard's and /Assinar's reads start beside their code, not after it (lib/api/start-reads.ts).
const startReads = startReadsAt(window.location.pathname);
if (prerendered) await yieldToBrowser();
const { store, persistor } = createStore();
void bootstrapSession(store, persistor);
void startReads(store).catch(() => undefined);
void followLocationConsent(store, whenRestored(persistor));
void logLocationConsent(store, whenRestored(persistor));
registerServiceWorker();

// Hydration needs the screen on the first render; the kept page would be blanked by a render without it.
if (prerendered || kept) await Promise.all([firstScreen, whenRestored(persistor)]);
else await firstScreen;
if (prerendered) await yieldToBrowser();
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
  // A transition yields to the browser, so the page already shown stays responsive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
