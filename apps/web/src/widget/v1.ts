import { mountWidget } from './widget.ts';

/**
 * The entry of /widget/v1.js: `<script src="…/widget/v1.js" data-agent="{publicId}" async>`.
 * It reads its own tag (document.currentScript, only set while the script first runs) for the
 * agent and for the API's origin, then mounts the widget once the page has a body.
 */
const script = document.currentScript;
const publicId = script instanceof HTMLScriptElement ? script.dataset.agent : undefined;
if (script instanceof HTMLScriptElement && publicId !== undefined && publicId !== '') {
  const apiOrigin = new URL(script.src).origin;
  const mount = (): void => {
    mountWidget({ apiOrigin, publicId, parent: document.body });
  };
  // A script in the page's head runs before the body exists.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', mount, { once: true });
  } else mount();
}
