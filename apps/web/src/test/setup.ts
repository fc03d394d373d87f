import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAnswers } from '#web/lib/api/contract.ts';
import { tabSessionEnded } from '#web/lib/session/session-account.ts';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();
// As a signed-in start does (main.tsx): answers kept in storage show on a screen's first render.
await loadAnswers();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  tabSessionEnded();
  // The files of a worker share one jsdom (vitest.config.ts): each test leaves the page as new.
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});

// Node's Request (under jsdom) rejects relative URLs: resolved against the test page's origin, as a browser does.
const NativeRequest = globalThis.Request;
globalThis.Request = class extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).toString() : input, init);
  }
};
