/**
 * The query keys of a feature's cached lists, all under `lists()` so that one change can refresh
 * them together: a whole list (an array) under `list(...scope)`, and the same list a page at a
 * time (an infinite query's pages) under `pages(...scope)`, its own key as its own shape.
 */
export function listQueryKeys<Scope extends unknown[]>(root: string) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const list = (...scope: Scope) => [...lists(), ...scope] as const;
  const pages = (...scope: Scope) => [...list(...scope), 'pages'] as const;
  return { all, lists, list, pages };
}
