interface ReconfigurableDom {
  reconfigure(options: { url: string }): void;
  window: object;
}

function isReconfigurableDom(value: unknown): value is ReconfigurableDom {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reconfigure' in value &&
    typeof value.reconfigure === 'function' &&
    'window' in value &&
    typeof value.window === 'object' &&
    value.window !== null
  );
}

/**
 * Moves the jsdom document to `url` (Vitest exposes the JSDOM instance as `globalThis.jsdom`), so
 * relative requests, cookies and same-origin checks use a test server's origin, which is only
 * known once the server listens on its random port.
 */
export function setDocumentUrl(url: string): void {
  const dom: unknown = Reflect.get(globalThis, 'jsdom');
  if (!isReconfigurableDom(dom)) {
    throw new Error('setDocumentUrl needs the jsdom test environment');
  }
  dom.reconfigure({ url });
  // jsdom's reconfigure leaves the window's own origin (which XMLHttpRequest sends and checks
  // CORS against) at the old URL; set it too, or every request would be cross-origin.
  Reflect.set(dom.window, '_origin', new URL(url).origin);
}
