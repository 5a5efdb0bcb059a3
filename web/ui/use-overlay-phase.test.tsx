// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OVERLAY_FADE_MS, OVERLAY_MIN_AFTER_MS, useOverlayPhase } from './use-overlay-phase.ts'

describe('useOverlayPhase', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('stays visible at least 800 ms after loading ends, then fades for 0.3 s', () => {
    const { result, rerender } = renderHook(({ loading }) => useOverlayPhase(loading), {
      initialProps: { loading: true },
    })
    expect(result.current).toBe('visible')

    rerender({ loading: false })
    act(() => vi.advanceTimersByTime(OVERLAY_MIN_AFTER_MS - 1))
    expect(result.current).toBe('visible')

    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('fading')

    act(() => vi.advanceTimersByTime(OVERLAY_FADE_MS - 1))
    expect(result.current).toBe('fading')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('hidden')
  })

  it('comes back at once, and restarts the wait, when loading starts again before it has gone', () => {
    const { result, rerender } = renderHook(({ loading }) => useOverlayPhase(loading), {
      initialProps: { loading: true },
    })
    rerender({ loading: false })
    act(() => vi.advanceTimersByTime(OVERLAY_MIN_AFTER_MS + 100))
    expect(result.current).toBe('fading')

    rerender({ loading: true })
    expect(result.current).toBe('visible')
    rerender({ loading: false })
    act(() => vi.advanceTimersByTime(OVERLAY_MIN_AFTER_MS - 1))
    expect(result.current).toBe('visible')
  })

  it('never shows when nothing is loading', () => {
    const { result } = renderHook(() => useOverlayPhase(false))
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current).toBe('hidden')
  })
})
