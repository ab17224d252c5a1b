import { once } from './once';

const conjunction = once(
  () => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }),
);

/** Names joined as a sentence says them: "A", "A and B", "A, B, and C". */
export function listInWords(names: readonly string[]): string {
  return conjunction().format(names);
}
