import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/routes';
import { createStore } from './app/store';
import { Providers } from './app/providers';
import { bootstrapSession } from './app/session-bootstrap';
import { recordLocation } from './lib/geolocation';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

const { store, persistor } = createStore();
const router = createRouter();
void bootstrapSession(store, persistor);
void recordLocation();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
