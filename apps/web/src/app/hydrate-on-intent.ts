/**
 * Marks a prerendered page that must start at once: it reads the server (a policy's text), so
 * waiting for the visitor would leave it on its loading state. Put on an element of the page.
 */
export const startAtOnceAttribute = 'data-app-start-at-once';

/** Whether the prerendered markup in `container` asks for the app at once. */
export function startsAtOnce(container: ParentNode): boolean {
  return container.querySelector(`[${startAtOnceAttribute}]`) !== null;
}

/** The first signs that a visitor is about to use the page rather than read it. */
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/**
 * Starts the app on a prerendered page only when the visitor first reaches for it
 * (docs/product/public-site.md#speed): a press, a tap, a key, focus. Until then the page is the
 * server's HTML, which reads and navigates on its own (every link is a real link), and the phone
 * is spared the hydration that cost more than a second of main thread on a mid-range phone.
 *
 * A button needs the app: a click on one that arrives before `hydrate` has handed the page to
 * React is held back and clicked again once it has (hydration keeps the server's elements, so the
 * same element is clicked). Links are left to the browser. Returns a function that stops waiting.
 */
export function hydrateOnIntent(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  hydrate: () => Promise<unknown>,
): () => void {
  let started = false;
  let handedOver = false;
  const heldClicks: HTMLElement[] = [];

  const holdClick = (event: Event): void => {
    if (handedOver || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button === null) return;
    event.preventDefault();
    event.stopPropagation();
    heldClicks.push(button);
  };

  const start = (): void => {
    stopListening();
    if (started) return;
    started = true;
    const handOver = (): void => {
      handedOver = true;
      target.removeEventListener('click', holdClick, true);
      // After React's listeners are in place (they answer a click on markup not hydrated yet).
      setTimeout(() => {
        for (const button of heldClicks.splice(0)) button.click();
      }, 0);
    };
    hydrate().then(handOver, (error: unknown) => {
      // The page still reads and its links still work; buttons must not stay held.
      handOver();
      console.error('The app did not start on this page', error);
    });
  };

  function stopListening(): void {
    for (const name of intentEvents) target.removeEventListener(name, start, true);
  }

  // The click holder goes first so a click that starts the app is held too.
  target.addEventListener('click', holdClick, true);
  for (const name of intentEvents) {
    target.addEventListener(name, start, { capture: true, passive: true });
  }
  return () => {
    stopListening();
    target.removeEventListener('click', holdClick, true);
  };
}
