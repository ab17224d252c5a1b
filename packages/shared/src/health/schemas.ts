import { z } from 'zod';

/** GET /api/health while the server and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
