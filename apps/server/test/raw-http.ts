import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET on a connection of its own (no keep-alive pool), as a load balancer's check makes. */
export function getOnNewConnection(
  port: number,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

export interface RawConnection {
  socket: net.Socket;
  /** Every byte the server sent, once the connection has closed. */
  closed: Promise<string>;
}

/** A raw connection, to send a request in pieces and read every byte the server sends back. */
function openConnection(port: number): RawConnection {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

/**
 * A sign-in request (`POST /api/auth/register`) sent up to a few bytes into its body: the server
 * has it in flight, waiting for the rest, until `rest` is written.
 */
export function startSignIn(port: number, phoneNumber: string): RawConnection & { rest: string } {
  const body = JSON.stringify({ phoneNumber });
  const connection = openConnection(port);
  connection.socket.write(
    'POST /api/auth/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  return { ...connection, rest: body.slice(5) };
}
