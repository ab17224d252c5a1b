/**
 * The ceiling for one scenario: a bare node:http server, in its own process, answering every
 * request with the bytes the real app answered (status, content type, encoding and length, body).
 */
import fs from 'node:fs';
import http from 'node:http';

export interface ReplayAnswer {
  status: number;
  contentType: string;
  /** Set when the answer went out compressed. */
  contentEncoding?: string;
  /** A file holding the body: a large answer does not fit on a command line. */
  bodyFile: string;
}

const answer = JSON.parse(process.argv[2] ?? '{}') as ReplayAnswer;
const body = fs.readFileSync(answer.bodyFile);
const headers = {
  'content-type': answer.contentType,
  'content-length': String(body.length),
  ...(answer.contentEncoding && { 'content-encoding': answer.contentEncoding }),
};

const server = http.createServer((_request, response) => {
  response.writeHead(answer.status, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('message', stop);
process.on('disconnect', stop);
process.on('SIGTERM', stop);
