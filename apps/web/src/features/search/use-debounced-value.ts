import { useEffect, useState } from 'react';

/** Typing asks the server once it pauses, not at every key. */
const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
