import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnIntent } from './hydrate-on-intent';

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page with a menu button and a link, as the prerendered header has. */
function page() {
  document.body.innerHTML =
    '<header><button type="button" id="menu"><span>Menu</span></button><a href="#about" id="about">About</a></header>';
  const button = document.getElementById('menu');
  const link = document.getElementById('about');
  if (button === null || link === null) throw new Error('page not drawn');
  return { button, link, label: button.querySelector('span') ?? button };
}

/** A start the test finishes when it chooses. */
function deferredStart() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const hydrate = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    hydrate,
    finish: () => {
      finish();
    },
    fail: (error: Error) => {
      fail(error);
    },
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hydrateOnIntent', () => {
  it('leaves the page alone while the visitor only reads, and starts the app once on their first reach', () => {
    const { button } = page();
    const start = deferredStart();
    stop = hydrateOnIntent(window, start.hydrate);

    window.dispatchEvent(new Event('scroll'));
    expect(start.hydrate).not.toHaveBeenCalled();

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start.hydrate).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'focusin', 'touchstart'])('starts the app on %s', (type) => {
    page();
    const start = deferredStart();
    stop = hydrateOnIntent(window, start.hydrate);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start.hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a button clicked before the app took over, and clicks it again once it has', async () => {
    const { button, label } = page();
    const start = deferredStart();
    stop = hydrateOnIntent(window, start.hydrate);
    const seen: boolean[] = [];
    button.addEventListener('click', (event) => seen.push(event.isTrusted));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(start.hydrate).toHaveBeenCalledTimes(1);

    start.finish();
    await nextTask();
    await nextTask();
    expect(seen).toHaveLength(1);
  });

  it('leaves a link to the browser, before and after the app took over', () => {
    const { link } = page();
    const start = deferredStart();
    stop = hydrateOnIntent(window, start.hydrate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds no click once the app runs', async () => {
    const { button } = page();
    const start = deferredStart();
    stop = hydrateOnIntent(window, start.hydrate);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    start.finish();
    await nextTask();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('stops holding buttons when the app fails to start, and says so', async () => {
    const { button } = page();
    const start = deferredStart();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = hydrateOnIntent(window, start.hydrate);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    start.fail(new Error('chunk failed to load'));
    await nextTask();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      'The app did not start on this page',
      expect.any(Error),
    );
  });
});
