import type { WidgetAgent } from './widget-api.ts';
import { fetchAgent, sendMessage } from './widget-api.ts';
import { widgetCss } from './widget-styles.ts';
import { pageLanguage, widgetTextsIn } from './widget-texts.ts';

/**
 * The voice agent's website widget (docs/product/voice-agent.md#widget): a launcher button and a
 * chat panel in a shadow root, built with DOM calls only (text is set as text, never parsed as
 * HTML; styles are a constructed stylesheet), so a page with a strict Content-Security-Policy
 * can embed it. The conversation id lives in memory only: a reload starts afresh.
 */
export interface WidgetOptions {
  /** The origin of the API (the one that served the script). */
  apiOrigin: string;
  /** The agent's public id, from the script tag's data-agent. */
  publicId: string;
  /** Where the widget is attached (the page's body). */
  parent: HTMLElement;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function mountWidget({ apiOrigin, publicId, parent }: WidgetOptions): HTMLElement {
  // The page's `<html lang>` sets the widget's words and the language the agent answers in.
  const language = pageLanguage(document);
  const widgetTexts = widgetTextsIn(language);
  const host = document.createElement('div');
  host.lang = language;
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(widgetCss);
  shadow.adoptedStyleSheets = [sheet];

  const root = element('div', 'kw-root');
  const launcher = element('button', 'kw-launcher', widgetTexts.launcher);
  launcher.type = 'button';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', 'kw-panel');

  const panel = element('div', 'kw-panel');
  panel.id = 'kw-panel';
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', 'kw-title');

  const header = element('div', 'kw-header');
  const title = element('h2', 'kw-title', widgetTexts.loading);
  title.id = 'kw-title';
  const close = element('button', 'kw-close', widgetTexts.close);
  close.type = 'button';
  header.append(title, close);

  const log = element('div', 'kw-log');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.append(element('p', 'kw-note', widgetTexts.disclosure));

  const form = element('form', 'kw-form');
  const label = element('label', 'kw-label', widgetTexts.inputLabel);
  label.htmlFor = 'kw-input';
  const input = element('input', 'kw-input');
  input.id = 'kw-input';
  input.type = 'text';
  input.maxLength = 500;
  input.autocomplete = 'off';
  const send = element('button', 'kw-send', widgetTexts.send);
  send.type = 'submit';
  form.append(label, input, send);

  panel.append(header, log, form);
  root.append(panel, launcher);
  shadow.append(root);
  parent.append(host);

  let conversationId: string | undefined;
  let available = false;

  const say = (role: 'agent' | 'caller' | 'note', text: string): void => {
    const line = element('p', role === 'note' ? 'kw-note' : `kw-message kw-${role}`);
    if (role !== 'note') {
      line.append(
        element(
          'span',
          'kw-who',
          // French puts a space before the colon.
          `${role === 'agent' ? widgetTexts.agent : widgetTexts.you}${language === 'fr' ? ' :' : ':'} `,
        ),
      );
    }
    line.append(document.createTextNode(text));
    log.append(line);
    log.scrollTop = log.scrollHeight;
  };

  const setAvailable = (value: boolean): void => {
    available = value;
    input.disabled = !value;
    send.disabled = !value;
  };

  const open = (): void => {
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    (available ? input : close).focus();
  };
  const shut = (): void => {
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  };

  launcher.addEventListener('click', () => {
    if (panel.hidden) open();
    else shut();
  });
  close.addEventListener('click', shut);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      shut();
    }
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text === '' || !available) return;
    input.value = '';
    say('caller', text);
    setAvailable(false);
    void sendMessage(apiOrigin, publicId, text, conversationId, language).then((reply) => {
      if (reply.kind === 'answer') {
        say('agent', reply.text);
        conversationId = reply.ended ? undefined : reply.conversationId;
        setAvailable(true);
      } else if (reply.kind === 'unavailable') {
        say('note', widgetTexts.unavailable);
      } else {
        if (reply.kind === 'ended') conversationId = undefined;
        say('note', widgetTexts[reply.kind]);
        setAvailable(true);
      }
      if (available) input.focus();
    });
  });

  setAvailable(false);
  void fetchAgent(apiOrigin, publicId).then((agent: WidgetAgent | null) => {
    title.textContent =
      agent === null ? widgetTexts.launcher : widgetTexts.dialogLabel(agent.businessName);
    if (agent?.available === true) {
      say('agent', agent.greeting);
      setAvailable(true);
    } else say('note', widgetTexts.unavailable);
  });
  return host;
}
