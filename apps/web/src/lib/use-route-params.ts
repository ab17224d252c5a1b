import { useParams } from 'react-router';

/**
 * The named params of the current route, which its path guarantees. A missing one is a
 * programming error (a page mounted under the wrong route), so it throws.
 */
export function useRouteParams<Name extends string>(...names: Name[]): Record<Name, string> {
  const params = useParams();
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = params[name];
    if (!value) throw new Error(`The route has no ${name}.`);
    values[name] = value;
  }
  return values;
}
