/**
 * A value made on first use and kept: for what is costly to make and not always needed, such as
 * an `Intl` formatter (each loads locale data), kept out of a module's top level so loading the
 * module stays cheap.
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
