import { describe, expect, it } from 'vitest';
import { formatTerminalMessage, loggerOptions } from './terminal-log';

const requestId = '5b0c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('the terminal log', () => {
  it('is JSON lines, at LOG_LEVEL, when the output is not a terminal', () => {
    expect(loggerOptions('warn', { isTTY: false })).toEqual({ level: 'warn' });
    expect(loggerOptions('info', {})).toEqual({ level: 'info' });
  });

  it('is pretty lines, at LOG_LEVEL, in a terminal', () => {
    const options = loggerOptions('debug', { isTTY: true, hasColors: () => true });
    expect(options).toMatchObject({ level: 'debug', stream: expect.any(Object) });
  });

  it('puts a request on one line: method and path, then status and time', () => {
    expect(
      formatTerminalMessage(
        { reqId: requestId, req: { method: 'GET', url: '/api/auth/me' }, msg: 'incoming request' },
        'msg',
        false,
      ),
    ).toBe('[5b0c2f4e] GET /api/auth/me');
    expect(
      formatTerminalMessage(
        { reqId: requestId, res: { statusCode: 401 }, responseTime: 3.6, msg: 'request completed' },
        'msg',
        false,
      ),
    ).toBe('[5b0c2f4e] 401 in 4 ms');
  });

  it('sets the sign-in code apart from the lines around it', () => {
    const line = { msg: 'Sign-in code for +15551234567: 123456' };
    expect(formatTerminalMessage(line, 'msg', false)).toBe(
      '>>> Sign-in code for +15551234567: 123456 <<<',
    );
    const coloured = formatTerminalMessage(line, 'msg', true);
    expect(coloured).toContain('Sign-in code for +15551234567: 123456');
    expect(coloured.startsWith('\u001b[')).toBe(true);
  });

  it('leaves other messages as they are', () => {
    expect(formatTerminalMessage({ msg: 'SIGINT received, shutting down' }, 'msg', true)).toBe(
      'SIGINT received, shutting down',
    );
  });
});
