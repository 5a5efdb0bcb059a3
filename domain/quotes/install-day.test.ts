import { describe, expect, it } from 'vitest'
import { NEW_WINDOW_DEFAULTS } from '../estimates/estimate.ts'
import {
  InstallDaySchema,
  filmUsed,
  installDayPhotos,
  mergeInstallDays,
  plannedInstallDay,
  signoffHash,
  type InstallDay,
} from './install-day.ts'
import { changeOrderHash } from './invoice.ts'

const QUOTE_HASH = 'a'.repeat(64)
const photo = (n: number) => String(n).padStart(64, '0')

const planned = plannedInstallDay({
  quoteHash: QUOTE_HASH,
  windows: [{ ...NEW_WINDOW_DEFAULTS, id: 'w1', width: 36, height: 48 }],
  film: [{ sku: 'SEC-8C-72', feet: 9.3 }],
})

function signed(day: InstallDay): InstallDay {
  return {
    ...day,
    signoff: {
      name: 'Dana',
      signatureId: photo(9),
      signedAt: '2026-12-01T18:00:00.000Z',
      hash: signoffHash(day),
    },
  }
}

const order = (id: string, amountCents: number) => {
  const fields = { id, description: 'Garage door window', amountCents }
  return {
    ...fields,
    name: 'Dana',
    signatureId: photo(8),
    signedAt: '2026-12-01T17:00:00.000Z',
    hash: changeOrderHash(QUOTE_HASH, fields),
  }
}

describe('an install day', () => {
  it('is booked with the plan and nothing recorded, and takes the plan as the film used until the crew enters some', () => {
    expect(InstallDaySchema.safeParse(planned).success).toBe(true)
    expect(filmUsed(planned)).toEqual([{ sku: 'SEC-8C-72', feet: 9.3 }])
    expect(filmUsed({ ...planned, cuts: [{ sku: 'SEC-8C-72', feet: 11 }] })).toEqual([
      { sku: 'SEC-8C-72', feet: 11 },
    ])
  })

  it('is signed off only as recorded: a change after the signature, or to a signed change order, no longer matches', () => {
    const recorded = {
      ...planned,
      checklist: ['glassCleaned' as const],
      afterPhotoIds: [photo(1)],
      changeOrders: [order('co-1', 12_000)],
    }
    expect(InstallDaySchema.safeParse(signed(recorded)).success).toBe(true)
    const later = { ...signed(recorded), crewHours: 3 }
    expect(InstallDaySchema.safeParse(later).error?.issues[0]?.message).toBe('signoffMismatch')
    const raised = { ...recorded, changeOrders: [{ ...order('co-1', 12_000), amountCents: 24_000 }] }
    expect(InstallDaySchema.safeParse(raised).error?.issues[0]?.message).toBe('signoffMismatch')
  })

  it('refuses a change order of nothing and a sign-off without a name', () => {
    expect(
      InstallDaySchema.safeParse({ ...planned, changeOrders: [order('co-1', 0)] }).error?.issues[0]?.message,
    ).toBe('changeOrderInvalid')
    const unnamed = signed(planned)
    expect(
      InstallDaySchema.safeParse({ ...unnamed, signoff: { ...unnamed.signoff!, name: ' ' } }).error?.issues[0]
        ?.message,
    ).toBe('signerRequired')
  })

  it('names every photo it refers to, the signatures’ drawings included', () => {
    const day = signed({
      ...planned,
      beforePhotoIds: [photo(1)],
      afterPhotoIds: [photo(2)],
      changeOrders: [order('co-1', 500)],
    })
    expect(installDayPhotos(day)).toEqual([photo(1), photo(2), photo(8), photo(9)])
    expect(installDayPhotos(null)).toEqual([])
  })
})

describe('two devices’ records of one install day', () => {
  it('add up photos, ticks and change orders; the later writer’s figures win', () => {
    const lead = {
      ...planned,
      beforePhotoIds: [photo(1)],
      checklist: ['glassCleaned' as const],
      crewHours: 5,
    }
    const crew = {
      ...planned,
      beforePhotoIds: [photo(2)],
      checklist: ['filmApplied' as const],
      changeOrders: [order('co-1', 500)],
      crewHours: 6,
    }
    expect(mergeInstallDays(crew, lead)).toMatchObject({
      beforePhotoIds: [photo(2), photo(1)],
      checklist: ['glassCleaned', 'filmApplied'],
      changeOrders: [order('co-1', 500)],
      crewHours: 6,
    })
  })

  it('keep a signed day whole, whichever side signed it', () => {
    const day = signed({ ...planned, afterPhotoIds: [photo(2)] })
    const other = { ...planned, beforePhotoIds: [photo(3)] }
    expect(mergeInstallDays(other, day)).toBe(day)
    expect(mergeInstallDays(day, other)).toBe(day)
  })
})
