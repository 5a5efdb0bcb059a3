// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, toast, TOAST_DURATION_MS } from './toast-store.ts'
import { Toaster } from './toaster.tsx'

/* The toast's own countdown: five seconds on screen, not counting the time it is paused. */

/** The text of the toast on screen (not the copy Radix announces to screen readers), or null. */
const shown = () => document.querySelector('ol li')?.textContent ?? null

function renderToaster() {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  )
}

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => dismissToast())
    cleanup()
    vi.useRealTimers()
  })

  it('closes a toast after five seconds on screen', () => {
    renderToaster()
    act(() => void toast({ title: 'Login successful', description: 'Welcome back, installer!' }))
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 100))
    expect(shown()).toContain('Welcome back, installer!')
    act(() => void vi.advanceTimersByTime(200))
    expect(shown()).toBeNull()
  })

  it('does not count the time the window is in the background', () => {
    renderToaster()
    act(() => void toast({ title: 'Pricing sheet saved' }))
    act(() => void vi.advanceTimersByTime(2000))
    act(() => void window.dispatchEvent(new Event('blur')))
    act(() => void vi.advanceTimersByTime(60_000))
    expect(shown()).toContain('Pricing sheet saved')
    act(() => void window.dispatchEvent(new Event('focus')))
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 100))
    expect(shown()).toContain('Pricing sheet saved')
    act(() => void vi.advanceTimersByTime(200))
    expect(shown()).toBeNull()
  })

  it('keeps a toast that asks to stay, and a new toast starts its own five seconds', () => {
    renderToaster()
    act(() => void toast({ title: 'Update ready', duration: Infinity }))
    act(() => void vi.advanceTimersByTime(60_000))
    expect(shown()).toContain('Update ready')
    act(() => void toast({ title: 'Cut recorded' }))
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 100))
    expect(shown()).toContain('Cut recorded')
    act(() => void vi.advanceTimersByTime(200))
    expect(shown()).toBeNull()
  })
})
