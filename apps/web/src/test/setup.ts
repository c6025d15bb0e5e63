/**
 * Setup of the web component tests (jsdom): the DOM features Mantine needs that jsdom lacks, Testing
 * Library's matchers, and the network boundary (msw) that answers the real HTTP client's calls.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function matchMediaStub(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

// Mantine reads the colour scheme and breakpoints through matchMedia, measures with ResizeObserver,
// scrolls selected options into view and listens to document.fonts: jsdom implements none of these.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
Element.prototype.scrollIntoView = () => {};
// Autosizing textareas re-measure when web fonts finish loading.
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' });
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
}
window.scrollTo = () => {};

// A lazily loaded dialog or page can take more than the default second to appear on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// A call no test answered fails the test: a page that fetches something unexpected is a finding.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Test files share their worker's modules (isolate: false): toasts live in Mantine's module-level store, and
  // what a portal left in the shared document would be found by the next file's queries.
  notifications.clean();
  document.body.innerHTML = '';
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
