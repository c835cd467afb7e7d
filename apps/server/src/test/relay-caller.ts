import type { RelayOutboundMessage } from '@kinderwait/contract';
import { RelayOutboundMessage as OutboundSchema } from '@kinderwait/contract';
import WebSocket from 'ws';

/**
 * A scripted ConversationRelay caller on a real WebSocket (the `ws` client), as Twilio or the
 * dashboard's test call would be: it sends protocol frames and collects what the agent says.
 */
export interface RelayCaller {
  readonly socket: WebSocket;
  /** Every message received, in order. */
  readonly received: RelayOutboundMessage[];
  send(frame: object | string): void;
  /** Sends a finished prompt. */
  say(text: string): void;
  /** Resolves the tokens of the next answer, joined, once its `last` token arrives. */
  nextAnswer(): Promise<string>;
  /** Resolves the first message matching, among those received or to come. */
  waitFor(match: (message: RelayOutboundMessage) => boolean): Promise<RelayOutboundMessage>;
  /** Resolves the close code and reason, once the socket is closed. */
  closed(): Promise<{ code: number; reason: string }>;
}

/** Opens the socket; rejects with the HTTP status when the handshake is refused. */
export async function connectRelayCaller(
  url: string,
  headers: Record<string, string> = {},
): Promise<RelayCaller> {
  const socket = new WebSocket(url, { headers });
  const received: RelayOutboundMessage[] = [];
  const waiters: (() => void)[] = [];
  let answerFrom = 0;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString('utf8') });
      for (const wake of waiters.splice(0)) wake();
    });
  });
  socket.on('message', (data: Buffer) => {
    received.push(OutboundSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve();
    });
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`handshake refused: ${String(response.statusCode)}`));
    });
    socket.once('error', reject);
  });

  const waitFor = async (
    match: (message: RelayOutboundMessage) => boolean,
    from = 0,
  ): Promise<RelayOutboundMessage> => {
    for (;;) {
      const found = received.slice(from).find(match);
      if (found !== undefined) return found;
      if (socket.readyState === WebSocket.CLOSED) throw new Error('the socket closed first');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };

  const send = (frame: object | string): void => {
    socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };

  return {
    socket,
    received,
    send,
    say: (text) => {
      send({ type: 'prompt', voicePrompt: text, lang: 'en-US', last: true });
    },
    async nextAnswer() {
      const start = answerFrom;
      // Words in another language than the call's (the French offer) are not an answer.
      const last = await waitFor(
        (message) => message.type === 'text' && message.last && message.lang === undefined,
        start,
      );
      const end = received.indexOf(last) + 1;
      answerFrom = end;
      return received
        .slice(start, end)
        .map((message) =>
          message.type === 'text' && message.lang === undefined ? message.token : '',
        )
        .join('');
    },
    waitFor: (match) => waitFor(match),
    closed: () => closed,
  };
}
