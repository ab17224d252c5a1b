import { describe, expect, it } from 'vitest';
import { createDomainEvents, type DomainEvent } from './domain-events';

const event: DomainEvent = { type: 'workspace.updated', workspaceId: 'w1', actorId: 'u1' };

describe('domain events', () => {
  it('waits for every listener, and a failing one neither fails publish nor stops the others', async () => {
    const logged: unknown[] = [];
    const events = createDomainEvents({ error: (payload: unknown) => logged.push(payload) });
    const heard: string[] = [];
    events.subscribe(() => {
      throw new Error('listener broke');
    });
    events.subscribe(async (received) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(received.type);
    });
    await events.publish(event);
    expect(heard).toEqual(['workspace.updated']);
    expect(logged).toHaveLength(1);
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const events = createDomainEvents({ error: () => undefined });
    let calls = 0;
    const unsubscribe = events.subscribe(() => {
      calls += 1;
    });
    await events.publish(event);
    unsubscribe();
    await events.publish(event);
    expect(calls).toBe(1);
  });
});
