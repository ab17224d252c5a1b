import { useCallback, useState } from 'react';
import type { UploadItem } from '../components/ui/upload-progress-list';

/** Sends one file's bytes, saying the whole percent sent so far as it goes. */
export type SendUpload = (onProgress: (percent: number) => void) => Promise<unknown>;

/**
 * The items of an upload progress list, and `sendItem`, which sends one of them and draws its
 * progress and outcome. It resolves with null once the file is sent, or with why it was not:
 * the error's message, or `describeUnknown`'s words for a rejection that is no Error.
 */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);
  const sendItem = useCallback(
    async (
      key: string,
      send: SendUpload,
      describeUnknown: (error: unknown) => string,
    ): Promise<string | null> => {
      try {
        await send((percent) => update(key, { percent }));
        update(key, { percent: 100, status: 'done' });
        return null;
      } catch (error) {
        const message = error instanceof Error ? error.message : describeUnknown(error);
        update(key, { status: 'error', error: message });
        return message;
      }
    },
    [update],
  );
  return { items, setItems, sendItem };
}
