import type { FastifyServerOptions } from 'fastify';
import pretty, { type PrettyOptions } from 'pino-pretty';

type LogLine = Record<string, unknown>;

// The console SMS provider's line; the one line a person starting the app must not miss.
const signInCodeLine = /^Sign-in code for /;

/**
 * One short line per log entry: requests as "GET /api/auth/me" and "200 in 4 ms" under their
 * request id instead of the request and response objects, and the sign-in code set off from
 * everything around it.
 */
export function formatTerminalMessage(line: LogLine, messageKey: string, useColor: boolean) {
  const message = String(line[messageKey] ?? '');
  const request = line.req as { method?: string; url?: string } | undefined;
  const response = line.res as { statusCode?: number } | undefined;
  // Enough of the id to tell apart the requests on screen at once.
  const requestId = typeof line.reqId === 'string' ? `[${line.reqId.slice(0, 8)}] ` : '';
  if (request?.method) return `${requestId}${request.method} ${request.url ?? ''}`;
  if (response?.statusCode !== undefined) {
    const took =
      typeof line.responseTime === 'number' ? ` in ${Math.round(line.responseTime)} ms` : '';
    return `${requestId}${response.statusCode}${took}`;
  }
  if (signInCodeLine.test(message)) {
    // Bold black on yellow when the terminal has colours, arrows when it has not.
    return useColor ? `\u001b[1;30;43m ${message} \u001b[0m` : `>>> ${message} <<<`;
  }
  return `${requestId}${message}`;
}

/**
 * The server's logger: readable lines when a person watches the terminal, JSON lines (for log
 * collectors) when output goes anywhere else. LOG_LEVEL applies to both.
 */
export function loggerOptions(
  level: string,
  stdout: { isTTY?: boolean; hasColors?: () => boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (!stdout.isTTY) return { level };
  const useColor = stdout.hasColors?.() ?? false;
  const options: PrettyOptions = {
    colorize: useColor,
    translateTime: 'HH:MM:ss',
    // What the message line already says, or what nobody reads on a laptop.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (line, messageKey) => formatTerminalMessage(line, messageKey, useColor),
  };
  return { level, stream: pretty(options) };
}
