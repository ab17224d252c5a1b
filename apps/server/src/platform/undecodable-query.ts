import type { FastifyInstance } from 'fastify';
import { textMessages } from '@groundwork/shared/common/text';
import { AppError } from './errors';

/**
 * The first query parameter whose value is not percent-encoded UTF-8 (a lone surrogate's bytes,
 * say). The query parser keeps such a value as it was sent, `%ED%A0%80`, which would pass for
 * text and be filtered or searched for.
 */
function undecodableParameter(url: string): string | null {
  const query = url.slice(url.indexOf('?') + 1 || url.length);
  for (const pair of query.split('&')) {
    const split = pair.indexOf('=');
    const name = split === -1 ? pair : pair.slice(0, split);
    const value = split === -1 ? '' : pair.slice(split + 1);
    try {
      decodeURIComponent(value);
    } catch {
      return name;
    }
  }
  return null;
}

/**
 * Refuses, on every API route, a query parameter that does not decode, as text with a lone
 * surrogate is refused: 400 naming the parameter, before the route's own checks.
 */
export function refuseUndecodableQuery(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const parameter = undecodableParameter(request.url);
    if (parameter !== null) {
      const message = textMessages.notAllowedCharacters(parameter);
      throw new AppError('VALIDATION_FAILED', message, [{ path: parameter, message }]);
    }
  });
}
