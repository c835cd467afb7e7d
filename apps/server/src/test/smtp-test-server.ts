import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Resolves with the next message the server accepts. */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a random local port, keeping what it receives (no TLS, no auth). */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    nextMail: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

export interface MimePart {
  contentType: string;
  body: string;
}

/** The decoded parts of a multipart/alternative message, as nodemailer writes it. */
export function mimeParts(raw: string): { headers: string; parts: MimePart[] } {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(headers)?.[1];
  if (boundary === undefined) throw new Error('not a multipart message');
  const body = rest.join('\r\n\r\n');
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const [partHeaders = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const content = partBody.join('\r\n\r\n').replace(/\r?\n$/, '');
      const contentType = /content-type:\s*([^;\r\n]+)/i.exec(partHeaders)?.[1] ?? '';
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(partHeaders)?.[1]?.toLowerCase();
      return { contentType, body: decodeBody(content, encoding) };
    });
  return { headers, parts };
}

function decodeBody(content: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return content;
  const joined = content.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
