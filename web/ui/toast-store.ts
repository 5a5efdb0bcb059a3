import type { ReactNode } from 'react'
import { createListeners } from './listeners.ts'

export const TOAST_DURATION_MS = 5000
/** How long a toast offering to undo a deletion stays: time to notice and reach for it on a ladder. */
export const UNDO_TOAST_MS = 10_000

export interface ToastInput {
  title: ReactNode
  description?: ReactNode
  variant?: 'default' | 'destructive' | 'success'
  action?: { label: ReactNode; onClick: () => void }
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration?: number
}

export interface ToastState extends ToastInput {
  id: number
}

type Listener = () => void
let current: ToastState | null = null
let nextId = 1
const listeners = createListeners()
const emit = listeners.notify

/** Shows a toast. Only one is shown at a time: a new toast replaces the one on screen. */
export function toast(input: ToastInput): number {
  current = { ...input, id: nextId++ }
  emit()
  return current.id
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null
    emit()
  }
}

export function subscribeToasts(listener: Listener): () => void {
  return listeners.subscribe(listener)
}

export function getToast(): ToastState | null {
  return current
}

const FLASH_KEY = 'flash-toast'

/** A toast that survives the full-page redirect that follows it (sign-in, sign-out). */
export function flashToast(input: {
  title: string
  description?: string
  variant?: ToastInput['variant']
}): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input))
  } catch {
    toast(input)
  }
}

/** Shows, once, a toast flashed by the page before a redirect. */
export function showFlashedToast(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY)
    if (!raw) return
    sessionStorage.removeItem(FLASH_KEY)
    toast(JSON.parse(raw) as ToastInput)
  } catch {
    // nothing to show
  }
}
