import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { phoneFormSchema } from '@groundwork/shared/auth/schemas';

export type PhoneFormValues = z.input<typeof phoneFormSchema>;

/** The phone step's validation; zod comes with it, so the sign-in page loads it on demand. */
export const phoneFormResolver = zodResolver(phoneFormSchema);
