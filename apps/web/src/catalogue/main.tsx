import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import '../styles/global.css';
import { Catalogue } from './catalogue';

const container = document.getElementById('root');
if (!container) throw new Error('catalogue.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <MemoryRouter>
      <Catalogue />
    </MemoryRouter>
  </StrictMode>,
);
