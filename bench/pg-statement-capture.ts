// A TCP proxy in front of PostgreSQL that records the statements its clients run, with their
// parameters, from the wire protocol (Parse and Bind messages; simple Query too). bench:match
// points a short-lived API at it to learn the exact SQL an endpoint runs, then EXPLAINs that SQL
// itself: no server log, extension or superuser setting needed, and the measured API never
// goes through it.
import type { Socket } from 'node:net';
import { connect, createServer } from 'node:net';

export interface CapturedStatement {
  text: string;
  /** Text-format values as sent ($1, $2, ...); null for SQL NULL or a binary value. */
  params: (string | null)[];
}

export interface StatementCapture {
  /** The port to use instead of PostgreSQL's (on 127.0.0.1). */
  readonly port: number;
  /** Every statement run through the proxy so far, in order. */
  readonly statements: readonly CapturedStatement[];
  close(): Promise<void>;
}

/** Reads the frontend messages of one connection as bytes arrive. */
class FrontendParser {
  private buffer = Buffer.alloc(0);
  private started = false;
  /** Named prepared statements of this connection (the unnamed one under ''). */
  private readonly prepared = new Map<string, string>();

  private readonly record: (statement: CapturedStatement) => void;

  constructor(record: (statement: CapturedStatement) => void) {
    this.record = record;
  }

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        // Startup, SSLRequest or CancelRequest: a length and no type byte.
        if (this.buffer.length < 4) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        this.buffer = this.buffer.subarray(length);
        // SSLRequest (80877103) is answered 'N' by a server without TLS; a startup follows.
        if (code !== 80_877_103) this.started = true;
        continue;
      }
      if (this.buffer.length < 5) return;
      const type = String.fromCharCode(this.buffer.readUInt8(0));
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      this.message(type, this.buffer.subarray(5, 1 + length));
      this.buffer = this.buffer.subarray(1 + length);
    }
  }

  private message(type: string, body: Buffer): void {
    if (type === 'Q') {
      this.record({ text: cString(body, 0).value, params: [] });
    } else if (type === 'P') {
      const name = cString(body, 0);
      const text = cString(body, name.next);
      this.prepared.set(name.value, text.value);
    } else if (type === 'B') {
      const portal = cString(body, 0);
      const statement = cString(body, portal.next);
      let offset = statement.next;
      const formatCount = body.readInt16BE(offset);
      offset += 2;
      const formats: number[] = [];
      for (let index = 0; index < formatCount; index += 1) {
        formats.push(body.readInt16BE(offset));
        offset += 2;
      }
      const paramCount = body.readInt16BE(offset);
      offset += 2;
      const params: (string | null)[] = [];
      for (let index = 0; index < paramCount; index += 1) {
        const length = body.readInt32BE(offset);
        offset += 4;
        const format = formatCount === 1 ? formats[0] : formats[index];
        if (length < 0) {
          params.push(null);
          continue;
        }
        params.push(format === 1 ? null : body.toString('utf8', offset, offset + length));
        offset += length;
      }
      this.record({ text: this.prepared.get(statement.value) ?? '', params });
    }
  }
}

function cString(buffer: Buffer, start: number): { value: string; next: number } {
  const end = buffer.indexOf(0, start);
  return { value: buffer.toString('utf8', start, end), next: end + 1 };
}

/** Starts the proxy on a free port of 127.0.0.1, forwarding to `target`. */
export async function startStatementCapture(target: {
  host: string;
  port: number;
}): Promise<StatementCapture> {
  const statements: CapturedStatement[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const parser = new FrontendParser((statement) => {
      statements.push(statement);
    });
    client.on('data', (chunk: Buffer) => {
      parser.push(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const { port } = address;
  return {
    port,
    statements,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
