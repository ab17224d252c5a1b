import { z } from 'zod';
import { timestampSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';

/** GET /api/health (liveness) while the server process runs. */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/**
 * A consumer of the change record (or a reader of this instance, such as the live hub) that has
 * failed on the same change for its retry limit: it keeps retrying, and nothing after the change
 * reaches it until it gets past.
 */
const stalledConsumerSchema = componentSchema('StalledConsumer', {
  name: z.string(),
  /** The change it cannot get past: its id in the record and its position. */
  changeId: z.number().int(),
  position: z.number().int(),
  failingSince: timestampSchema,
  attempts: z.number().int(),
});
export type StalledConsumer = z.infer<typeof stalledConsumerSchema>;

/**
 * GET /api/health/ready while the instance should be sent requests. A stalled consumer does not
 * make it unready (every instance shares the same consumers' positions, so none would be left):
 * it is named here.
 */
export const readinessSchema = z
  .object({ status: z.literal('ready'), stalledConsumers: z.array(stalledConsumerSchema) })
  .meta({ id: 'Readiness' });
