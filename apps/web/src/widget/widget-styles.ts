/**
 * The widget's styles, adopted by its shadow root as a constructed stylesheet: no style
 * attribute and no <style> element, so a page's strict Content-Security-Policy allows them.
 */
export const widgetCss = `
:host { all: initial; }
.kw-root { position: fixed; right: 16px; bottom: 16px; z-index: 2147483000;
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
button { font: inherit; cursor: pointer; }
.kw-launcher { background: #2f6f4f; color: #fff; border: 0; border-radius: 24px;
  padding: 12px 18px; box-shadow: 0 4px 12px rgba(0,0,0,.2); }
.kw-launcher:focus-visible, .kw-close:focus-visible, .kw-send:focus-visible,
.kw-input:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
.kw-panel { position: absolute; right: 0; bottom: 60px; width: min(360px, calc(100vw - 32px));
  max-height: min(520px, calc(100vh - 96px)); display: flex; flex-direction: column;
  background: #fff; border-radius: 12px; box-shadow: 0 8px 24px rgba(0,0,0,.25); overflow: hidden; }
.kw-panel[hidden] { display: none; }
.kw-header { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px 16px; background: #2f6f4f; color: #fff; }
.kw-title { margin: 0; font-size: 16px; font-weight: 600; }
.kw-close { background: transparent; color: #fff; border: 1px solid rgba(255,255,255,.6);
  border-radius: 6px; padding: 4px 10px; }
.kw-log { flex: 1; overflow-y: auto; padding: 12px 16px; display: flex; flex-direction: column;
  gap: 8px; min-height: 160px; }
.kw-note { margin: 0; font-size: 13px; color: #52606d; }
.kw-message { margin: 0; padding: 8px 12px; border-radius: 10px; max-width: 85%;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.kw-agent { background: #eef2ef; align-self: flex-start; }
.kw-caller { background: #2f6f4f; color: #fff; align-self: flex-end; }
.kw-who { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.kw-form { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid #d9e2ec; }
.kw-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.kw-input { flex: 1; min-width: 0; font: inherit; padding: 8px 10px; border: 1px solid #9aa5b1;
  border-radius: 6px; }
.kw-send { background: #2f6f4f; color: #fff; border: 0; border-radius: 6px; padding: 8px 14px; }
.kw-send:disabled, .kw-input:disabled { opacity: .6; cursor: not-allowed; }
`;
