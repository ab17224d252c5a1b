/**
 * The ceiling for one scenario: a bare node:http server, in its own process, answering every
 * request with the bytes the real app answered (status, content type and length, body).
 */
import http from 'node:http';

export interface ReplayAnswer {
  status: number;
  contentType: string;
  bodyBase64: string;
}

const answer = JSON.parse(process.argv[2] ?? '{}') as ReplayAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');
const headers = { 'content-type': answer.contentType, 'content-length': String(body.length) };

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
