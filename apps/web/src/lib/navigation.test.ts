import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  errorPagePath,
  navigateTo,
  reloadPage,
  setNavigator,
  setPageReloader,
  takeCarriedState,
} from './navigation';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function stubLocation() {
  const location = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
}

describe('navigation registry', () => {
  test('navigateTo goes through the registered navigator, passing replace', async () => {
    const navigate = vi.fn(() => Promise.resolve());
    const unregister = setNavigator(navigate);
    await navigateTo('/home');
    await navigateTo('/auth/login', { replace: true });
    expect(navigate.mock.calls).toEqual([
      ['/home', {}],
      ['/auth/login', { replace: true }],
    ]);
    unregister();
  });

  test('navigateTo resolves only once the router has committed the navigation', async () => {
    let commit: () => void = () => undefined;
    const unregister = setNavigator(
      () =>
        new Promise<void>((resolve) => {
          commit = resolve;
        }),
    );
    let done = false;
    const navigation = navigateTo('/home').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    commit();
    await navigation;
    expect(done).toBe(true);
    unregister();
  });

  test('without a navigator it falls back to a full page load', async () => {
    const location = stubLocation();
    await navigateTo('/policies');
    await navigateTo('/auth/login', { replace: true });
    expect(location.assign).toHaveBeenCalledWith('/policies');
    expect(location.replace).toHaveBeenCalledWith('/auth/login');
  });

  test('a full page load keeps its state in this tab for the page it loads, taken once', async () => {
    stubLocation();
    const path = errorPagePath(503, 'Maintenance: back at 5:00');
    const state = { errorPage: { code: '503', message: 'Maintenance: back at 5:00' } };
    await navigateTo(path, { state });
    vi.unstubAllGlobals();
    expect(takeCarriedState('/error/404/Other')).toBeNull();
    // Taken by the first page that starts, whichever it is.
    expect(takeCarriedState(path)).toBeNull();

    await navigateTo(path, { state });
    expect(takeCarriedState(path)).toEqual({ state });
    expect(takeCarriedState(path)).toBeNull();
  });

  test('a full page load without state keeps nothing', async () => {
    stubLocation();
    await navigateTo('/policies');
    expect(window.sessionStorage.length).toBe(0);
    expect(takeCarriedState('/policies')).toBeNull();
  });

  test('unregistering restores the fallback', async () => {
    const location = stubLocation();
    const navigate = vi.fn();
    setNavigator(navigate)();
    await navigateTo('/home');
    expect(navigate).not.toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith('/home');
  });

  test('reloadPage reloads the browser page unless a reloader is registered', () => {
    const location = stubLocation();
    reloadPage();
    expect(location.reload).toHaveBeenCalledTimes(1);
    const reload = vi.fn();
    const unregister = setPageReloader(reload);
    reloadPage();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(location.reload).toHaveBeenCalledTimes(1);
    unregister();
  });
});

describe('errorPagePath', () => {
  test('builds /error/{code}/{message}', () => {
    expect(errorPagePath(500, 'Server error')).toBe('/error/500/Server%20error');
    expect(errorPagePath('network', 'Network Error: Network Error')).toBe(
      '/error/network/Network%20Error%3A%20Network%20Error',
    );
  });

  test('encodes slashes and other reserved characters so the message stays one segment', () => {
    const path = errorPagePath(404, 'a/b?c#d%e');
    expect(path).toBe('/error/404/a%2Fb%3Fc%23d%25e');
    expect(decodeURIComponent(path.split('/')[3] ?? '')).toBe('a/b?c#d%e');
  });
});
