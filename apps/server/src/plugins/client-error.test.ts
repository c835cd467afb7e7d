import { connect } from 'node:net';
import { ApiErrorBody } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/test-app.ts';

/** Sends `request` as raw bytes to a listening server and returns its whole answer. */
function sendRaw(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.on('error', reject);
  });
}

forEachDatabase((t) => {
  it('answers a request Node cannot parse (raw non-ASCII in the path) with the uniform 400', async () => {
    const app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const { port } = address;
    const request = Buffer.concat([
      Buffer.from('GET /caf'),
      Buffer.from([0xc3, 0xa9]),
      Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    ]);

    const answer = await sendRaw(port, request);

    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain('Content-Type: application/json');
    expect(ApiErrorBody.parse(JSON.parse(body))).toEqual({
      message: 'Invalid request',
      code: 'bad_request',
      detail: 'The request line or its headers are not valid HTTP.',
    });
  });
});

forEachDatabase((t) => {
  it('answers headers larger than Node accepts with the uniform 431, not a 400', async () => {
    const app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    // Node's limit on all headers together is 16 KiB.
    const request = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Large: ${'a'.repeat(20_000)}\r\n\r\n`;

    const answer = await sendRaw(address.port, Buffer.from(request));

    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(ApiErrorBody.parse(JSON.parse(body))).toEqual({
      message: 'Request Header Fields Too Large',
      code: 'request_header_fields_too_large',
      detail: 'The request headers are too large.',
    });
  });
});
