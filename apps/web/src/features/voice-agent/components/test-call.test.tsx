import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { writeRoleId, writeToken } from '../../../lib/storage';
import { TestChat } from './test-chat';
import { renderWithRouter } from './voice-agent-test-api';

/** A stand-in for the browser's WebSocket: records what the page sends, lets the test answer. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readonly sent: unknown[] = [];
  readyState = 0;
  closedWith: number | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

function socket(): FakeSocket {
  if (FakeSocket.last === null) throw new Error('no call was made');
  return FakeSocket.last;
}

const answer = (text: string) => {
  const words = text.split(' ');
  act(() => {
    words.forEach((word, index) => {
      socket().receive({
        type: 'text',
        token: index === words.length - 1 ? word : `${word} `,
        last: index === words.length - 1,
      });
    });
  });
};

describe('the test call', () => {
  beforeEach(() => {
    FakeSocket.last = null;
    vi.stubGlobal('WebSocket', FakeSocket);
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    writeRoleId('4');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('calls the agent with the signed-in token, shows its words, sends typed words and hangs up', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<TestChat language="en-CA" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    await user.click(screen.getByRole('button', { name: 'Call your agent' }));
    expect(socket().url).toMatch(/\/api\/conversations\/voiceAiAgent\/voice\/test-call$/);
    act(() => {
      socket().open();
    });
    expect(socket().sent[0]).toEqual({
      type: 'setup',
      customParameters: { accessToken: 'access-1', roleId: '4' },
    });
    answer('Hello, thank you for calling.');
    const transcript = screen.getByRole('list', { name: 'Test call' });
    expect(within(transcript).getByText('Hello, thank you for calling.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('type what you would say');

    await user.type(screen.getByRole('textbox', { name: 'What you say' }), 'Any spaces?');
    await user.click(screen.getByRole('button', { name: 'Say it' }));
    expect(socket().sent[1]).toEqual({
      type: 'prompt',
      voicePrompt: 'Any spaces?',
      lang: 'en-CA',
      last: true,
    });
    answer('Yes, we have a toddler space.');
    expect(within(transcript).getByText('Any spaces?')).toBeInTheDocument();
    expect(within(transcript).getByText('Yes, we have a toddler space.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(socket().closedWith).toBe(1000);
    expect(screen.getByText('The call has ended. It is in the list below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call your agent' })).toBeInTheDocument();
  });

  test('says where the call was passed when the agent hands it to a person', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<TestChat language="en-CA" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    await user.click(screen.getByRole('button', { name: 'Call your agent' }));
    act(() => {
      socket().open();
    });
    answer("I'll pass you to someone at the centre now.");
    act(() => {
      socket().receive({
        type: 'end',
        handoffData: JSON.stringify({ reasonCode: 'live-agent-handoff', to: '+14165550101' }),
      });
    });
    expect(screen.getByText(/passed the call to \+1 416 555 0101/)).toBeInTheDocument();
  });

  test('says the call could not be made when the server refuses it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<TestChat language="en-CA" />);
    await user.click(screen.getByRole('button', { name: 'Call' }));
    await user.click(screen.getByRole('button', { name: 'Call your agent' }));
    act(() => {
      socket().open();
      socket().close(1008);
    });
    expect(screen.getByText(/could not be made/)).toBeInTheDocument();
  });
});
