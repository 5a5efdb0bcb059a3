import { describe, expect, it } from 'vitest'
import { computeEstimate } from '../estimator/compute.ts'
import { laborEstimate } from '../estimator/labor.ts'
import { DEFAULT_PRICING_SHEET } from '../estimator/pricing.ts'
import { makeWindow } from '../testing/estimate-factory.ts'
import { makeQuoteInput } from '../testing/quote-factory.ts'
import {
  cityOfAddress,
  customerLine,
  hubsForAddress,
  installationNotes,
  installationOf,
  installationTitle,
  installationTitleNumber,
  laborLine,
  readInstallation,
  readLaborLine,
} from './installation.ts'
import { optionWindows } from './quote.ts'

describe('the installation of an accepted option', () => {
  it('takes the crew hours of the option’s own windows and the film of their roll plans', () => {
    const input = makeQuoteInput({
      windows: [
        makeWindow({ id: 'w1', width: 96, height: 84, quantity: 3, access: 'ladder' }),
        makeWindow({ id: 'w2', width: 36, height: 48 }),
      ],
    })
    const good = installationOf(input, 'good', DEFAULT_PRICING_SHEET)
    const best = installationOf(input, 'best', DEFAULT_PRICING_SHEET)
    const windows = optionWindows(input, 'best')
    const { plans } = computeEstimate({ windows, address: input.address }, { sheet: DEFAULT_PRICING_SHEET })
    expect(best.labor).toEqual(laborEstimate(windows, plans))
    // Security film goes on at half the pace of a solar film.
    expect(best.labor.personHours).toBeGreaterThan(good.labor.personHours)
    expect(best.film).toEqual(
      plans.map(({ film, plan }) => ({
        sku: `${film.sku}-${plan.rollWidthIn}`,
        filmSku: film.sku,
        widthIn: plan.rollWidthIn,
        feet: plan.linearFeet,
      })),
    )
    expect(best.film.every((line) => line.sku.startsWith('SEC-') && line.feet > 0)).toBe(true)
  })
})

describe('where and for whom', () => {
  it('looks first to the hub serving the job’s state, South Georgia from Florida, Atlanta when unknown', () => {
    const first = (address: string) => hubsForAddress(address)[0]!.id
    expect(first('412 Peachtree St, Atlanta, GA 30308')).toBe('atlanta')
    expect(first('100 Bay St, Savannah, GA 31401')).toBe('florida')
    expect(first('9 Ocean Dr, Tampa, FL 33602')).toBe('florida')
    expect(first('5 Tryon St, Charlotte NC 28202')).toBe('carolinas')
    expect(first('somewhere without a ZIP')).toBe('atlanta')
    expect(hubsForAddress('9 Ocean Dr, Tampa, FL 33602').map((hub) => hub.id)).toHaveLength(3)
  })

  it('reads the city out of the address for the event’s link', () => {
    expect(cityOfAddress('412 Peachtree St, Atlanta, GA 30308')).toBe('Atlanta')
    expect(cityOfAddress('412 Peachtree St, Atlanta GA 30308-1234')).toBe('Atlanta')
    expect(cityOfAddress('Decatur, GA 30030')).toBe('Decatur')
    expect(cityOfAddress('412 Peachtree St')).toBe('')
    const snapshot = { customer: { name: 'Dana Whitfield' }, address: '9 Ocean Dr, Tampa, FL 33602' }
    expect(customerLine({ ...snapshot, code: 'Q-7K2M-Q9XD', version: 2 })).toBe('Dana Whitfield, Tampa')
    expect(
      customerLine({ customer: { name: ' ' }, address: '9 Ocean Dr', code: 'Q-7K2M-Q9XD', version: 2 }),
    ).toBe('Q-7K2M-Q9XD v2')
    expect(installationTitle({ code: 'Q-7K2M-Q9XD', version: 2 })).toBe('Installation · Q-7K2M-Q9XD v2')
    expect(installationTitleNumber('Installation · Q-7K2M-Q9XD v2')).toBe('Q-7K2M-Q9XD v2')
    expect(installationTitleNumber('Whitfield: Installation · Q-7K2M-Q9XD v2')).toBeNull()
  })

  it('writes the crew, the address, the film held and what is short into the notes', () => {
    const labor = { crew: 2 as const, personHours: 11.5, siteHours: 5.75, seams: 2 }
    expect(laborLine(labor)).toBe('Crew of 2 · 11.5 person-hours · 2 seams')
    expect(laborLine({ crew: 1, personHours: 1, siteHours: 1, seams: 0 })).toBe('Crew of 1 · 1 person-hour')
    const notes = installationNotes({
      labor,
      address: '9 Ocean Dr, Tampa, FL 33602',
      hubName: 'Florida',
      held: [
        { sku: 'SOL-CR40-60', rollId: 'a', feet: 40.2 },
        { sku: 'SOL-CR40-60', rollId: 'b', feet: 18.1 },
      ],
      shortages: ['Short 42 ft of SOL-CR40-60 at Florida: Atlanta has 180 ft available (transfer)'],
      doubleBooked: false,
    })
    expect(notes.split('\n')).toEqual([
      'Crew of 2 · 11.5 person-hours · 2 seams',
      '9 Ocean Dr, Tampa, FL 33602',
      'Reserved at Florida: 58.3 ft of SOL-CR40-60 (2 rolls)',
      'Short 42 ft of SOL-CR40-60 at Florida: Atlanta has 180 ft available (transfer)',
    ])
  })

  it('reads the quote number, the crew, the film held and the shortages back, for the devices to show them translated', () => {
    const labor = { crew: 2 as const, personHours: 11.5, siteHours: 5.75, seams: 2 }
    expect(readLaborLine(laborLine(labor))).toEqual({ crew: 2, personHours: 11.5, seams: 2 })
    expect(readLaborLine(laborLine({ crew: 1, personHours: 1, siteHours: 1, seams: 0 }))).toEqual({
      crew: 1,
      personHours: 1,
      seams: 0,
    })
    const notes = installationNotes({
      labor,
      address: '9 Ocean Dr, Tampa, FL 33602',
      hubName: 'Florida',
      held: [
        { sku: 'SOL-CR40-60', rollId: 'a', feet: 40.2 },
        { sku: 'SOL-CR40-60', rollId: 'b', feet: 18.1 },
        { sku: 'SOL-CR20-48', rollId: 'c', feet: 12 },
      ],
      shortages: [
        'Short 42 ft of SOL-CR40-60 at Florida: Atlanta has 180 ft available (transfer)',
        'Short 8.5 ft of SEC-8-72 at Florida: order from the supplier',
      ],
      doubleBooked: false,
    })
    const title = installationTitle({ code: 'Q-7K2M-Q9XD', version: 2 })
    expect(readInstallation({ title, notes })).toEqual({
      quoteNumber: 'Q-7K2M-Q9XD v2',
      labor: { crew: 2, personHours: 11.5, seams: 2 },
      held: [
        { hubId: 'florida', sku: 'SOL-CR40-60', feet: 58.3, rolls: 2 },
        { hubId: 'florida', sku: 'SOL-CR20-48', feet: 12, rolls: 1 },
      ],
      shortages: [
        {
          sku: 'SOL-CR40-60',
          hubId: 'florida',
          shortFt: 42,
          transferFrom: { hubId: 'atlanta', availableFt: 180 },
        },
        { sku: 'SEC-8-72', hubId: 'florida', shortFt: 8.5, transferFrom: null },
      ],
    })
    // A lead's own words are left alone.
    expect(readInstallation({ title: 'Whitfield job', notes: 'Gate code 4411' })).toEqual({
      quoteNumber: null,
      labor: null,
      held: [],
      shortages: [],
    })
  })
})
