import { idSchema } from '@groundwork/shared/common/schemas';

/** Whether a path id can name a row at all; anything else is simply not found. */
export function isUuid(value: string): boolean {
  return idSchema.safeParse(value).success;
}
