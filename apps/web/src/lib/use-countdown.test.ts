import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownAt, useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('countdownAt', () => {
  it('splits the time left, rounded up to whole seconds', () => {
    const now = Date.now();
    expect(countdownAt(now + (86_400 + 3_600 * 4 + 60 * 5 + 6) * 1000, now)).toEqual({
      days: 1,
      hours: 4,
      minutes: 5,
      seconds: 6,
      totalSeconds: 86_400 + 3_600 * 4 + 60 * 5 + 6,
      ended: false,
    });
    expect(countdownAt(now + 200, now)).toMatchObject({ seconds: 1, ended: false });
    expect(countdownAt(now - 5_000, now)).toMatchObject({ totalSeconds: 0, ended: true });
  });
});

describe('useCountdown', () => {
  it('ticks every second, stops at the end and says so once', () => {
    const onEnd = vi.fn();
    const end = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(end, onEnd));
    expect(result.current.left?.totalSeconds).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left?.totalSeconds).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.left).toMatchObject({ totalSeconds: 0, ended: true });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('starts again from a restart, and has nothing to show without an end', () => {
    const end = Date.now() + 2_000;
    const { result } = renderHook(() => useCountdown(end));
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.left?.ended).toBe(true);
    act(() => result.current.restart(60));
    expect(result.current.left?.totalSeconds).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left?.totalSeconds).toBe(59);

    expect(renderHook(() => useCountdown(null)).result.current.left).toBeNull();
    expect(renderHook(() => useCountdown(Number.NaN)).result.current.left).toBeNull();
  });

  it('reads one shared clock: countdowns started apart to the same end never differ by a second', () => {
    const end = Date.now() + 5_500;
    const first = renderHook(() => useCountdown(end));
    act(() => vi.advanceTimersByTime(400));
    const second = renderHook(() => useCountdown(end));
    for (let ms = 0; ms < 6_000; ms += 100) {
      expect(second.result.current.left?.totalSeconds, `at ${ms} ms`).toBe(first.result.current.left?.totalSeconds);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(first.result.current.left?.ended).toBe(true);
    expect(second.result.current.left?.ended).toBe(true);
  });
});
