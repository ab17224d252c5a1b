/** One string the browser keeps in local storage under `key`, across visits. */
export function storedString(key: string) {
  return {
    read: (): string | null => localStorage.getItem(key),
    write: (value: string): void => localStorage.setItem(key, value),
    remove: (): void => localStorage.removeItem(key),
  };
}
