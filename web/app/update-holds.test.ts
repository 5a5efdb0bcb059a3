import { describe, expect, it, vi } from 'vitest'
import { onUpdateHoldsChange, setUpdateHold, updateHolds } from './update-holds.ts'

describe('update holds', () => {
  it('holds while any holder is on, tells on each change, and frees once all are off', () => {
    const changed = vi.fn()
    const stop = onUpdateHoldsChange(changed)
    setUpdateHold('header', 'unsent')
    setUpdateHold('bid', 'form')
    expect([...updateHolds()].sort()).toEqual(['form', 'unsent'])
    setUpdateHold('header', 'unsent') // the same again: nothing changed
    expect(changed).toHaveBeenCalledTimes(2)
    setUpdateHold('header', null)
    expect([...updateHolds()]).toEqual(['form'])
    setUpdateHold('bid', null)
    expect(updateHolds().size).toBe(0)
    expect(changed).toHaveBeenCalledTimes(4)
    stop()
    setUpdateHold('bid', 'form')
    expect(changed).toHaveBeenCalledTimes(4)
    setUpdateHold('bid', null)
  })
})
