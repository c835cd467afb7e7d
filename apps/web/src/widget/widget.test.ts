import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from './widget.ts';
import { frenchWidgetTexts, widgetTexts } from './widget-texts.ts';

const apiOrigin = 'https://app.kinderwait.test';
const publicId = 'a1b2c3d4e5f6a7b8';
const agent = {
  businessName: 'Maple Tree Daycare',
  greeting: 'Hello, thank you for calling Maple Tree Daycare.',
  language: 'en-CA',
  available: true,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Mounts the widget with the API answering `answers` in turn; answers its shadow root and calls. */
function mount(...answers: Response[]) {
  const fetchMock = vi.fn((..._args: Parameters<typeof fetch>) =>
    Promise.resolve(answers.shift() ?? json(500, {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  const host = mountWidget({ apiOrigin, publicId, parent: document.body });
  const shadow = host.shadowRoot;
  if (shadow === null) throw new Error('no shadow root');
  /** The element of `selector` in the widget, of the class `kind`. */
  const find = <T extends Element>(selector: string, kind: abstract new () => T): T => {
    const found = shadow.querySelector(selector);
    if (!(found instanceof kind)) throw new Error(`no ${selector}`);
    return found;
  };
  return { shadow, find, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

describe('the website widget', () => {
  it('opens a labelled dialog from its button, greets, and closes on Escape back to the button', async () => {
    const { find, shadow } = mount(json(200, agent));
    const launcher = find('.kw-launcher', HTMLButtonElement);
    const panel = find('[role="dialog"]', HTMLElement);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    const log = find('[role="log"]', HTMLElement);
    expect(log.getAttribute('aria-live')).toBe('polite');
    await vi.waitFor(() => {
      expect(log.textContent).toContain(agent.greeting);
    });
    expect(find('#kw-title', HTMLElement).textContent).toBe(
      "Chat with Maple Tree Daycare's assistant",
    );
    expect(panel.getAttribute('aria-labelledby')).toBe('kw-title');
    expect(find('label[for="kw-input"]', HTMLElement).textContent).toBe(widgetTexts.inputLabel);

    launcher.click();
    expect(panel.hidden).toBe(false);
    expect(shadow.activeElement).toBe(find('#kw-input', HTMLElement));
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(shadow.activeElement).toBe(launcher);
  });

  it('sends the visitor’s messages in one conversation and shows answers as text, never as HTML', async () => {
    const conversationId = '0f8f1c9e-4a4b-4c55-9a3e-1d2b3c4d5e6f';
    const { find, fetchMock, shadow } = mount(
      json(200, agent),
      json(200, {
        conversationId,
        text: '<b>Yes</b>, we are open.',
        outcome: 'answered',
        ended: false,
      }),
      json(200, { conversationId, text: 'You are welcome.', outcome: 'answered', ended: false }),
    );
    const input = find('#kw-input', HTMLInputElement);
    await vi.waitFor(() => {
      expect(input.disabled).toBe(false);
    });
    const form = find('form', HTMLFormElement);
    input.value = 'Are you open on Saturdays?';
    form.requestSubmit();
    await vi.waitFor(() => {
      expect(find('[role="log"]', HTMLElement).textContent).toContain('<b>Yes</b>, we are open.');
    });
    expect(shadow.querySelector('b')).toBeNull();
    input.value = 'Thanks';
    form.requestSubmit();
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });
    const [url, init] = fetchMock.mock.calls[2] ?? [];
    expect(url).toBe(`${apiOrigin}/api/public/voice-agents/${publicId}/messages`);
    expect(init?.credentials).toBe('omit');
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual({
      text: 'Thanks',
      conversationId,
      language: 'en',
    });
  });

  it('says the assistant is unavailable and disables the field when the agent is off', async () => {
    const { find } = mount(json(200, { ...agent, available: false }));
    await vi.waitFor(() => {
      expect(find('[role="log"]', HTMLElement).textContent).toContain(widgetTexts.unavailable);
    });
    expect(find('#kw-input', HTMLInputElement).disabled).toBe(true);
  });

  it('says the assistant is unavailable when a message is refused as off or out of minutes', async () => {
    const { find } = mount(
      json(200, agent),
      json(409, { message: 'off', code: 'voice_agent_off' }),
    );
    const input = find('#kw-input', HTMLInputElement);
    await vi.waitFor(() => {
      expect(input.disabled).toBe(false);
    });
    input.value = 'Hello';
    find('form', HTMLFormElement).requestSubmit();
    await vi.waitFor(() => {
      expect(find('[role="log"]', HTMLElement).textContent).toContain(widgetTexts.unavailable);
    });
    expect(input.disabled).toBe(true);
  });

  it('speaks French on a French page and asks the agent to answer in French', async () => {
    document.documentElement.lang = 'fr-CA';
    const conversationId = '0f8f1c9e-4a4b-4c55-9a3e-1d2b3c4d5e6f';
    const { find, fetchMock, shadow } = mount(
      json(200, agent),
      json(200, {
        conversationId,
        text: 'Oui, nous sommes ouverts.',
        outcome: 'answered',
        ended: false,
      }),
    );
    const input = find('#kw-input', HTMLInputElement);
    await vi.waitFor(() => {
      expect(input.disabled).toBe(false);
    });
    expect(find('.kw-launcher', HTMLButtonElement).textContent).toBe(frenchWidgetTexts.launcher);
    expect(find('#kw-title', HTMLElement).textContent).toBe(
      'Clavarder avec l’assistant de Maple Tree Daycare',
    );
    expect(find('label[for="kw-input"]', HTMLElement).textContent).toBe('Votre question');
    input.value = 'Êtes-vous ouverts le samedi ?';
    find('form', HTMLFormElement).requestSubmit();
    await vi.waitFor(() => {
      expect(find('[role="log"]', HTMLElement).textContent).toContain('Vous : ');
    });
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual({
      text: 'Êtes-vous ouverts le samedi ?',
      language: 'fr',
    });
    // No English word of the widget is left on the French page (the provider's greeting is theirs).
    const shown = shadow.textContent;
    for (const english of [widgetTexts.launcher, widgetTexts.disclosure, widgetTexts.send]) {
      expect(shown).not.toContain(english);
    }
  });
});
