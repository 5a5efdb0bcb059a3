import { useSyncExternalStore } from 'react'
import { onEvents } from './on-events.ts'

/** Fields that open the phone's keyboard; a checkbox, radio or button does not. */
const TYPED =
  'textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=range], [type=file])'

const typingNow = () => document.activeElement?.matches(TYPED) ?? false

const subscribe = onEvents(() => document, ['focusin', 'focusout'])

/**
 * Whether the person is typing into a field. On a phone the keyboard then takes half the screen,
 * and whatever floats at the bottom (the chat button, a sticky total) would sit on the field: those
 * step aside meanwhile.
 */
export function useTyping(): boolean {
  return useSyncExternalStore(subscribe, typingNow, () => false)
}
