import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/navigation';
import { ServiceWorkerUpdates } from './service-worker-updates';

type Listener = () => void;

/** workbox-window's Workbox as far as the app uses it, with a way to fire its events. */
const { FakeWorkbox, workboxes } = vi.hoisted(() => {
  const workboxes: InstanceType<typeof FakeWorkbox>[] = [];
  class FakeWorkbox {
    private listeners = new Map<string, Listener[]>();
    register = vi.fn(() => Promise.resolve(undefined));
    update = vi.fn(() => Promise.resolve());
    messageSkipWaiting = vi.fn();
    constructor(
      readonly scriptUrl: string,
      readonly options?: RegistrationOptions,
    ) {
      workboxes.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return { FakeWorkbox, workboxes };
});

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));
vi.mock('../../lib/navigation', () => ({ reloadPage: vi.fn() }));

// How long after the first screen the app waits before it asks the browser for a quiet moment.
const AFTER_FIRST_SCREEN_MS = 5000;

let idleTasks: (() => void)[] = [];

/** Lets time pass since the first screen, then the browser be idle: runs what waited for it. */
function becomeIdle() {
  act(() => vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS));
  vi.useRealTimers();
  const tasks = idleTasks;
  idleTasks = [];
  act(() => tasks.forEach((task) => task()));
}

async function registeredWorkbox() {
  await waitFor(() => expect(workboxes).toHaveLength(1));
  return workboxes[0] as InstanceType<typeof FakeWorkbox>;
}

function renderApp() {
  render(
    <StrictMode>
      <Toaster />
      <ServiceWorkerUpdates />
    </StrictMode>,
  );
}

describe('service worker updates', () => {
  beforeEach(() => {
    workboxes.length = 0;
    idleTasks = [];
    vi.mocked(reloadPage).mockClear();
    vi.stubEnv('DEV', false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idleTasks = idleTasks.filter((_, index) => index + 1 !== id);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers the worker once, a while after the first screen, when the browser is idle', async () => {
    renderApp();
    act(() => vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1));
    expect(idleTasks).toHaveLength(0);
    await Promise.resolve();
    expect(workboxes).toHaveLength(0);
    becomeIdle();
    const workbox = await registeredWorkbox();
    expect(workbox.scriptUrl).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(workboxes).toHaveLength(1);
  });

  it('offers the waiting version, and reloads only once the new worker controls the page', async () => {
    renderApp();
    becomeIdle();
    const workbox = await registeredWorkbox();
    expect(screen.queryByText('A new version of Groundwork is available')).not.toBeInTheDocument();

    act(() => {
      workbox.fire('waiting');
      workbox.fire('waiting');
    });
    expect(await screen.findByText('A new version of Groundwork is available')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Reload to update' })).toHaveLength(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    // A click without the pointer events before it, whose swipe handling jsdom cannot run.
    act(() => screen.getByRole('button', { name: 'Reload to update' }).click());
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version when the app comes back into view', async () => {
    renderApp();
    becomeIdle();
    const workbox = await registeredWorkbox();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it('registers nothing where the browser has no service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderApp();
    becomeIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(workboxes).toHaveLength(0);
  });
});
