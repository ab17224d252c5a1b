import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { DomainEvents } from '../../platform/domain-events';
import type { LiveHub } from '../../platform/live-events/live-hub';
import type { Scheduler } from '../../platform/scheduler';
import { notificationJobs, subscribeNotificationWriters } from './notification-writers';
import { createNotificationsService } from './notifications.service';

export interface NotificationsDeps {
  db: Database;
  clock: Clock;
  events: DomainEvents;
  live: LiveHub;
  scheduler: Scheduler;
}

/** The service, its writers listening to the domain events, and its jobs on the scheduler. */
export function createNotifications({ db, clock, events, live, scheduler }: NotificationsDeps) {
  const notificationsService = createNotificationsService({ db, clock, live });
  subscribeNotificationWriters({ db, clock, events, notifications: notificationsService });
  for (const job of notificationJobs({ db, notifications: notificationsService })) {
    scheduler.register(job);
  }
  return notificationsService;
}
