import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ITEMS, ITEMS_PER_FRAME, useProgressiveCount } from './use-progressive-count';

/** Lets a frame and the task after it run. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));

describe('useProgressiveCount', () => {
  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveCount(10));
    expect(result.current).toBe(10);
  });

  it('renders the first screen of a long list, then the rest a batch per frame', async () => {
    const total = FIRST_SCREEN_ITEMS + 2 * ITEMS_PER_FRAME - 1;
    const { result } = renderHook(() => useProgressiveCount(total));
    expect(result.current).toBe(FIRST_SCREEN_ITEMS);
    await nextFrame();
    expect(result.current).toBe(FIRST_SCREEN_ITEMS + ITEMS_PER_FRAME);
    await nextFrame();
    expect(result.current).toBe(total);
  });

  it('renders a later, longer list whole once the first was shown', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total), {
      initialProps: { total: FIRST_SCREEN_ITEMS + 1 },
    });
    await nextFrame();
    expect(result.current).toBe(FIRST_SCREEN_ITEMS + 1);
    rerender({ total: 200 });
    expect(result.current).toBe(200);
  });
});
