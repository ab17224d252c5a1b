/** Where index.html's first-visit script (app/first-visit) leaves the answers it asked for. */
export interface FirstVisitAnswers {
  token: string;
  /** performance.now() when they were asked for. */
  askedAt: number;
  /** By address (path and query). */
  answers: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    groundworkFirstVisit?: FirstVisitAnswers;
  }
}

/**
 * How long after the page opened an answer asked for by the first-visit script may still be taken:
 * past it, a page opened later asks the server afresh rather than showing an old answer.
 */
export const FIRST_VISIT_ANSWER_MS = 30_000;

/**
 * The answer the first-visit script already asked for at this address with this token, taken at
 * most once; undefined when there is none (then the caller asks the server itself).
 */
export function takeFirstVisitAnswer(
  url: string,
  token: string | null,
): Promise<Response> | undefined {
  const firstVisit = window.groundworkFirstVisit;
  if (!firstVisit || firstVisit.token !== token) return undefined;
  const answer = firstVisit.answers.get(url);
  if (!answer) return undefined;
  firstVisit.answers.delete(url);
  return performance.now() - firstVisit.askedAt <= FIRST_VISIT_ANSWER_MS ? answer : undefined;
}

/** Drops every answer not yet taken (the session was refused, or the person signed out). */
export function forgetFirstVisitAnswers(): void {
  delete window.groundworkFirstVisit;
}
