import type { FirstVisitAnswers } from '../../lib/first-visit-answers';

/** A route as the first-visit script carries it: the page's code files instead of its module. */
export interface FirstVisitScriptRoute {
  pattern: string;
  query?: Record<string, string>;
  files: string[];
  requests: string[];
}

/**
 * Runs before the app, from a script of its own in index.html: with a token, asks at once for the
 * session, the bell's count and the matched route's first answers, and starts fetching the
 * route's code (modulepreload), so that none of it waits for the app's code to load and run.
 * The server checks every request as it would the app's; the app still renders only once the
 * session check has answered.
 *
 * Its source is written into the script as it is (vite/first-visit-script.ts): it must use
 * nothing from outside its own body (types aside).
 */
export function startFirstVisit(
  routes: FirstVisitScriptRoute[],
  everyVisit: string[],
  tokenKey: string,
): void {
  const token = localStorage.getItem(tokenKey);
  if (!token) return;
  const answers: FirstVisitAnswers['answers'] = new Map();
  const ask = (url: string, workspaceId?: string) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    };
    if (workspaceId) headers['X-Workspace-ID'] = workspaceId;
    const answer = fetch(url, { headers });
    // A failure is the app's to report when it takes the answer.
    answer.catch(() => undefined);
    answers.set(url, answer);
  };
  const paramsOf = (pattern: string, pathname: string): Record<string, string> | null => {
    const wanted = pattern.split('/');
    const actual = pathname.replace(/\/+$/, '').split('/');
    if (wanted.length !== actual.length) return null;
    const params: Record<string, string> = {};
    for (let index = 0; index < wanted.length; index++) {
      const part = wanted[index] as string;
      const value = actual[index] as string;
      if (part.startsWith(':')) {
        if (!value) return null;
        params[part.slice(1)] = decodeURIComponent(value);
      } else if (part !== value) {
        return null;
      }
    }
    return params;
  };

  const search = new URLSearchParams(location.search);
  const queryMatches = (query: Record<string, string> = {}) =>
    Object.keys(query).every((name) => search.get(name) === query[name]);

  for (const url of everyVisit) ask(url);
  for (const route of routes) {
    const params = paramsOf(route.pattern, location.pathname);
    if (!params || !queryMatches(route.query)) continue;
    // The answers first: the browser opens few connections to a server, and they are smaller.
    for (const request of route.requests) {
      ask(
        request.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
        params.workspaceId,
      );
    }
    for (const file of route.files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.appendChild(link);
    }
    break;
  }
  window.groundworkFirstVisit = { token, askedAt: performance.now(), answers };
}
