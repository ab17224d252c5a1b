import type { FastifyInstance, RouteOptions } from 'fastify';
import { genericErrorMessages } from '@groundwork/shared/common/api-error';

/**
 * A method an API path does not have answers 405 with `Allow` naming the methods it has, rather
 * than the 404 (or, for QUERY, the 400) Fastify's router gives when no route matches the pair.
 * Paths outside /api are the web app's, and an /api path no route has stays 404.
 */

interface PathPattern {
  matches: RegExp;
  methods: Set<string>;
}

const API_PREFIX = '/api/';

// A route's path as a regular expression: `:name` is one segment, `*` is the rest of the path.
function toRegExp(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? url;
  // Routes ignore a trailing slash (app.ts `ignoreTrailingSlash`).
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Keeps every API route's methods as routes are added, and answers 405 for the others. */
export function registerMethodNotAllowed(app: FastifyInstance) {
  const patterns = new Map<string, PathPattern>();

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const url = pathOf(route.url);
    let pattern = patterns.get(url);
    if (!pattern) {
      pattern = { matches: toRegExp(url), methods: new Set() };
      patterns.set(url, pattern);
    }
    for (const method of [route.method].flat()) pattern.methods.add(method);
  });

  /** The methods the routes matching `path` have, sorted; none when no route matches it. */
  function allowedMethods(path: string): string[] {
    const methods = new Set<string>();
    for (const pattern of patterns.values()) {
      if (pattern.matches.test(path)) for (const method of pattern.methods) methods.add(method);
    }
    return [...methods].sort();
  }

  // Before the body is read: a request no API route takes is answered without parsing it. Such a
  // request may still match the web app's catch-all (GET and HEAD, when the app is built).
  app.addHook('onRequest', (request, reply, done) => {
    const takenByApiRoute = request.routeOptions.url?.startsWith(API_PREFIX) ?? false;
    if (takenByApiRoute || !request.url.startsWith(API_PREFIX)) return done();
    const allowed = allowedMethods(pathOf(request.url));
    // A method the path has, which no route took anyway (an id over the router's length limit):
    // the router's own 404 stands.
    if (allowed.length === 0 || allowed.includes(request.method)) return done();
    void reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ error: genericErrorMessages.methodNotAllowed, code: 'METHOD_NOT_ALLOWED' });
  });
}
