import { describe, expect, it, vi } from 'vitest'
import { makeEstimate } from '../../domain/testing/estimate-factory.ts'
import { estimatesCollection } from '../collections/estimates.ts'
import { createChangeNotifier } from './notifier.ts'
import { makeUser } from './test-users.ts'

const ann = makeUser('ann')
const bob = makeUser('bob')
const admin = makeUser('root', { isAdmin: true })

describe('change notifier', () => {
  it('tells the owner and admins, not other users, at the last document each may see', () => {
    const notifier = createChangeNotifier()
    const heard = { ann: vi.fn(), bob: vi.fn(), admin: vi.fn() }
    notifier.subscribe(estimatesCollection, ann, heard.ann)
    notifier.subscribe(estimatesCollection, bob, heard.bob)
    notifier.subscribe(estimatesCollection, admin, heard.admin)

    const annDoc = makeEstimate({ id: 'a', ownerId: 'ann', updatedAt: '2025-06-02T10:00:00.000Z' })
    const carlDoc = makeEstimate({ id: 'c', ownerId: 'carl', updatedAt: '2025-06-02T10:00:00.000Z' })
    notifier.publish(estimatesCollection, [annDoc, carlDoc])

    expect(heard.ann).toHaveBeenCalledExactlyOnceWith({ id: 'a', updatedAt: annDoc.updatedAt })
    expect(heard.admin).toHaveBeenCalledExactlyOnceWith({ id: 'c', updatedAt: carlDoc.updatedAt })
    expect(heard.bob).not.toHaveBeenCalled()
  })

  it('stops telling a stream once it unsubscribed', () => {
    const notifier = createChangeNotifier()
    const listener = vi.fn()
    const unsubscribe = notifier.subscribe(estimatesCollection, ann, listener)
    expect(notifier.size()).toBe(1)
    unsubscribe()
    notifier.publish(estimatesCollection, [makeEstimate({ ownerId: 'ann' })])
    expect(listener).not.toHaveBeenCalled()
    expect(notifier.size()).toBe(0)
  })

  it('keeps telling the others when one listener throws', () => {
    const notifier = createChangeNotifier()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const second = vi.fn()
    notifier.subscribe(estimatesCollection, ann, () => {
      throw new Error('closed')
    })
    notifier.subscribe(estimatesCollection, ann, second)
    notifier.publish(estimatesCollection, [makeEstimate({ ownerId: 'ann' })])
    expect(second).toHaveBeenCalledOnce()
    errors.mockRestore()
  })
})
