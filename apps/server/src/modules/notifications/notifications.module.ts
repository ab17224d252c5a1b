import type { ChangeRelay } from '../../platform/changes/change-relay';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { Scheduler } from '../../platform/scheduler';
import { notificationJobs, notificationsConsumer } from './notification-writers';
import { createNotificationsService } from './notifications.service';

export interface NotificationsDeps {
  db: Database;
  clock: Clock;
  relay: ChangeRelay;
  scheduler: Scheduler;
}

/** The service, its writers consuming the change record, and its jobs on the scheduler. */
export function createNotifications({ db, clock, relay, scheduler }: NotificationsDeps) {
  const notificationsService = createNotificationsService({ db, clock });
  relay.addConsumer(notificationsConsumer({ clock, notifications: notificationsService }));
  for (const job of notificationJobs({ db, notifications: notificationsService })) {
    scheduler.register(job);
  }
  return notificationsService;
}
