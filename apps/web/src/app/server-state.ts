/**
 * What the server renderer hands the browser beside its HTML: the query cache it drew the page with. It travels as
 * JSON in a non-executed script element, so the page stays within `script-src 'self'`.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_STATE_ELEMENT_ID = 'nb-server-state';

export interface ServerState {
  queries: DehydratedState;
}

/** The JSON for the script element; `<` is escaped so no text in the data can close the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readServerState(): ServerState | null {
  const text = globalThis.document?.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
