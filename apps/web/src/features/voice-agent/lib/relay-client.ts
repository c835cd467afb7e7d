import { RelayHandoff, RelayOutboundMessage } from '@kinderwait/contract/voice-relay';
import {
  relayAccessTokenParameter,
  relayRoleIdParameter,
  voiceRelayApiPaths,
} from '@kinderwait/contract/voice-relay';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { readRoleId, readToken } from '../../../lib/storage';

/** What the test call's screen hears from the relay. */
export interface RelayEvents {
  /** The agent's answer so far (tokens joined), and whether it is complete. */
  onAnswer(text: string, complete: boolean): void;
  /** The session ended: passed to `to` (a handoff), or simply over. */
  onEnd(handoffTo: string | null): void;
  /** The socket closed (by either side); `refused` when the server closed it with a reason. */
  onClose(refused: boolean): void;
}

export interface RelayClient {
  say(text: string): void;
  /** The caller spoke over the answer: what of it was heard. */
  interrupt(heard: string): void;
  hangUp(): void;
}

/**
 * The dashboard's side of a test call: the ConversationRelay protocol over a WebSocket to the
 * server's test call route, signed in with the access token and role in `setup` (a browser
 * WebSocket cannot carry headers).
 */
export function openTestCall(events: RelayEvents): RelayClient {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const path = buildUrl(voiceRelayApiPaths.testCall, { feature: 'voiceAiAgent' });
  const socket = new WebSocket(`${scheme}://${window.location.host}${path}`);
  let answer = '';
  const send = (message: object) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  socket.addEventListener('open', () => {
    send({
      type: 'setup',
      customParameters: {
        [relayAccessTokenParameter]: readToken()?.accessToken ?? '',
        [relayRoleIdParameter]: readRoleId() ?? '',
      },
    });
  });
  socket.addEventListener('message', (event: MessageEvent<unknown>) => {
    const parsed = RelayOutboundMessage.safeParse(
      typeof event.data === 'string' ? JSON.parse(event.data) : null,
    );
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'text') {
      answer += message.token;
      events.onAnswer(answer, message.last);
      if (message.last) answer = '';
      return;
    }
    // A switch of the call's voice: the test call shows text and has no voice to switch.
    if (message.type === 'language') return;
    const handoff = RelayHandoff.safeParse(
      message.handoffData === undefined ? null : JSON.parse(message.handoffData),
    );
    events.onEnd(handoff.success ? handoff.data.to : null);
    socket.close(1000);
  });
  socket.addEventListener('close', (event) => {
    events.onClose(event.code !== 1000 && event.code !== 1005);
  });
  return {
    say: (text) => {
      answer = '';
      send({ type: 'prompt', voicePrompt: text, lang: 'en-CA', last: true });
    },
    interrupt: (heard) => {
      send({ type: 'interrupt', utteranceUntilInterrupt: heard });
    },
    hangUp: () => {
      socket.close(1000);
    },
  };
}
