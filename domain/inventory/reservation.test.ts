import { describe, expect, it } from 'vitest'
import { HUBS, type HubId } from '../hubs/hubs.ts'
import { availableOf, planReservation, readShortage, shortageOf, shortageText } from './reservation.ts'

const hubName = (hubId: HubId) => HUBS.find((hub) => hub.id === hubId)!.name

describe('reservations', () => {
  it('holds on the roll with the most available first, splitting over rolls when one is not enough', () => {
    const rolls = [
      { id: 'a', remainingFt: 40, reservedFt: 0 },
      { id: 'b', remainingFt: 100, reservedFt: 30 }, // 70 available
      { id: 'c', remainingFt: 55.5, reservedFt: 0 },
    ]
    expect(planReservation(rolls, 48.5)).toEqual({ takes: [{ rollId: 'b', feet: 48.5 }], shortFt: 0 })
    expect(planReservation(rolls, 150)).toEqual({
      takes: [
        { rollId: 'b', feet: 70 },
        { rollId: 'c', feet: 55.5 },
        { rollId: 'a', feet: 24.5 },
      ],
      shortFt: 0,
    })
    expect(planReservation(rolls, 200)).toMatchObject({ shortFt: 34.5 })
    expect(planReservation([], 12.3)).toEqual({ takes: [], shortFt: 12.3 })
  })

  it('never takes from a roll with nothing available, nor counts a roll counted short as negative', () => {
    expect(availableOf({ remainingFt: 10, reservedFt: 25 })).toBe(0)
    const rolls = [
      { id: 'short', remainingFt: 10, reservedFt: 25 },
      { id: 'full', remainingFt: 20, reservedFt: 20 },
    ]
    expect(planReservation(rolls, 5)).toEqual({ takes: [], shortFt: 5 })
  })

  it('names the nearest other hub that could send the film over, else the supplier', () => {
    const available = new Map<HubId, number>([
      ['atlanta', 180],
      ['carolinas', 60],
      ['florida', 10],
    ])
    const short = { sku: 'SOL-CR40-60', hubId: 'florida' as const, shortFt: 42 }
    const fromCarolinas = shortageOf(short, available, ['florida', 'carolinas', 'atlanta'])
    expect(fromCarolinas.transferFrom).toEqual({ hubId: 'carolinas', availableFt: 60 })
    const fromAtlanta = shortageOf({ ...short, shortFt: 100 }, available, ['florida', 'carolinas', 'atlanta'])
    expect(shortageText({ ...fromAtlanta, shortFt: 42 }, hubName)).toBe(
      'Short 42 ft of SOL-CR40-60 at Florida: Atlanta has 180 ft available (transfer)',
    )
    const none = shortageOf({ ...short, shortFt: 500 }, available, ['florida', 'atlanta', 'carolinas'])
    expect(none.transferFrom).toBeNull()
    expect(shortageText(none, hubName)).toBe(
      'Short 500 ft of SOL-CR40-60 at Florida: order from the supplier',
    )
  })

  it('reads a shortage back from its text, for the devices to show it in the reader’s language', () => {
    const transfer = {
      sku: 'SOL-CR40-60',
      hubId: 'florida' as const,
      shortFt: 42.5,
      transferFrom: { hubId: 'atlanta' as const, availableFt: 180 },
    }
    const order = { ...transfer, hubId: 'carolinas' as const, transferFrom: null }
    expect(readShortage(shortageText(transfer, hubName))).toEqual(transfer)
    expect(readShortage(shortageText(order, hubName))).toEqual(order)
    expect(readShortage('Reserved at Florida: 58.3 ft of SOL-CR40-60 (2 rolls)')).toBeNull()
    expect(readShortage('Short 4 ft of SOL-CR40-60 at Mars: order from the supplier')).toBeNull()
  })
})
