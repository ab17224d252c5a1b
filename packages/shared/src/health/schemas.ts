import { z } from 'zod';

/** GET /api/health (liveness) while the server process runs. */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** GET /api/health/ready while the instance should be sent requests. */
export const readinessSchema = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' });
