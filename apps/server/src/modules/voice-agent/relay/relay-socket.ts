import type { RelaySetupMessage } from '@kinderwait/contract';
import { relayCloseCodes } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { WebSocket } from 'ws';
import type { RelayOpening } from './relay-call.ts';
import { createRelaySession } from './relay-session.ts';

/** How long a lookup may keep a caller in silence before "One moment" is said. */
export const acknowledgeAfterMs = 150;

/** What of a WebSocket the relay uses (the `ws` socket @fastify/websocket hands over). */
export interface RelaySocket {
  readonly readyState: number;
  send(data: string): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: (code: number) => void): unknown;
}

/**
 * Binds a relay session to a WebSocket: text frames in, JSON out. A binary frame closes the
 * session (the protocol is JSON text); a frame past the size limit is closed by the socket
 * library itself (1009). Socket errors are logged; nothing thrown here reaches the server.
 */
export function bindRelaySocket(
  socket: RelaySocket,
  open: (setup: RelaySetupMessage) => Promise<RelayOpening>,
  log: FastifyBaseLogger,
): void {
  const session = createRelaySession({
    transport: {
      send: (message) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      },
      close: (code, reason) => {
        socket.close(code, reason);
      },
    },
    open,
    acknowledgeAfterMs,
    onFault: (error) => {
      log.warn({ err: error }, 'voice relay session fault');
    },
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      socket.close(relayCloseCodes.malformed, 'Frames must be JSON text');
      return;
    }
    const frame = Array.isArray(data)
      ? Buffer.concat(data)
      : data instanceof ArrayBuffer
        ? Buffer.from(data)
        : data;
    session.receive(frame.toString('utf8'));
  });
  socket.on('close', (code) => {
    session.closed(code);
  });
}
