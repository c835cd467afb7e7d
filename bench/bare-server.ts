// The baseline of `npm run bench:api`: Node's own http server answering a small JSON, so the
// API's figures read as a share of what this machine can serve at all.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', db: 'ok' });
const port = Number(process.env.PORT ?? 0);

const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
});
