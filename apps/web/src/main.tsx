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

// A prerendered page is already readable, so start-up yields to the browser between its steps.
// The shell's kept page (decision 016) is readable too, but the app replaces it: no hydration.
const kept = container.hasAttribute('data-kept-page');
const prerendered = !kept && container.firstElementChild !== null;

// The first screen's chunk loads while the rest starts; a failed load shows on the screen. A
// signed-in start loads the answers' schemas beside it, so answers kept from the last visit show.
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
