import { EVENT_LIMITS } from '../calendar/event.ts'
import type { EstimateWindow } from '../estimates/estimate.ts'
import { computeEstimate } from '../estimator/compute.ts'
import { laborEstimate, type LaborEstimate } from '../estimator/labor.ts'
import type { PricingSheet } from '../estimator/pricing.ts'
import { placeOfAddress } from '../estimator/quote.ts'
import { HUBS, type Hub, type HubId } from '../hubs/hubs.ts'
import { readShortage, type Shortage } from '../inventory/reservation.ts'
import { hubsByNearness } from '../shop/zones.ts'
import {
  optionWindows,
  quoteNumber,
  quoteNumberIn,
  type OptionId,
  type QuoteInput,
  type QuoteSnapshot,
} from './quote.ts'

/*
 * What an accepted quote asks of the supplier's team (decision 024): the crew hours of the accepted
 * option's windows (domain/estimator/labor.ts) and the film its roll plans take, at the hub nearest
 * the job. The server books the installation and reserves the film from these; the words below are
 * what the calendar event carries, so that it reads well on a device without signal.
 */

/** Film the installation takes of one roll product: a film in the roll width its plan chose. */
interface InstallationFilm {
  /** The roll product: 'SOL-CR40-60'. */
  sku: string
  /** The film line: 'SOL-CR40'. */
  filmSku: string
  widthIn: number
  /** What the plan cuts off the roll, to the tenth of a foot (it may run over several rolls). */
  feet: number
}

export interface Installation {
  /** The accepted option's windows, each with the film it gets. */
  windows: EstimateWindow[]
  labor: LaborEstimate
  film: InstallationFilm[]
}

/** The accepted option's installation: its windows' crew hours and the film of their roll plans. */
export function installationOf(
  input: Pick<QuoteInput, 'windows' | 'options' | 'address'>,
  optionId: OptionId,
  sheet: PricingSheet,
): Installation {
  const windows = optionWindows(input, optionId)
  const { plans } = computeEstimate({ windows, address: input.address }, { sheet })
  return {
    windows,
    labor: laborEstimate(windows, plans),
    film: plans.map(({ film, plan }) => ({
      sku: `${film.sku}-${plan.rollWidthIn}`,
      filmSku: film.sku,
      widthIn: plan.rollWidthIn,
      feet: plan.linearFeet,
    })),
  }
}

/**
 * The hubs in the order a job at `address` looks to them: the hub serving its state (South Georgia
 * from Florida) first, then the nearer ones (domain/shop/zones.ts). Atlanta, the primary hub, first
 * when the address names no state and ZIP.
 */
export function hubsForAddress(address: string): Hub[] {
  const place = placeOfAddress(address)
  return place
    ? hubsByNearness(place)
    : [...HUBS].sort((a, b) => Number(b.inventoryRole === 'primary') - Number(a.inventoryRole === 'primary'))
}

/** The city of an address written "street, city, ST 12345" (or "street, city ST 12345"); '' when none shows. */
export function cityOfAddress(address: string): string {
  const withoutPlace = address.trim().replace(/[\s,]*\b[A-Za-z]{2}\.?,?\s+\d{5}(?:-\d{4})?\s*$/, '')
  const parts = withoutPlace
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const hadPlace = withoutPlace !== address.trim()
  return parts.length >= 2 || (hadPlace && parts.length === 1 && !/\d/.test(parts[0]!)) ? parts.at(-1)! : ''
}

/** The event's link title: "Dana Whitfield, Atlanta", or the quote's number for a customer without a name. */
export function customerLine(
  snapshot: Pick<QuoteSnapshot, 'address' | 'code' | 'version'> & { customer: { name: string } },
): string {
  const name = snapshot.customer.name.trim() || quoteNumber(snapshot)
  const city = cityOfAddress(snapshot.address)
  return city ? `${name}, ${city}` : name
}

export const installationTitle = (snapshot: Pick<QuoteSnapshot, 'code' | 'version'>): string =>
  `Installation · ${quoteNumber(snapshot)}`

/** The quote number of a title as installationTitle wrote it; null for any other title (a lead's own). */
export function installationTitleNumber(title: string): string | null {
  const number = quoteNumberIn(title)
  return number && title === `Installation · ${number}` ? number : null
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "Crew of 2 · 11.5 person-hours · 2 seams": what the crew sheet leads with. */
export function laborLine(labor: LaborEstimate): string {
  return [
    `Crew of ${labor.crew}`,
    plural(labor.personHours, 'person-hour', 'person-hours'),
    ...(labor.seams > 0 ? [plural(labor.seams, 'seam', 'seams')] : []),
  ].join(' · ')
}

const LABOR_LINE = /^Crew of (\d+) · (\d+(?:\.\d+)?) person-hours?(?: · (\d+) seams?)?$/

/** The crew, person-hours and seams read back from laborLine's text; null for any other line. */
export function readLaborLine(
  line: string,
): (Pick<LaborEstimate, 'personHours' | 'seams'> & { crew: number }) | null {
  const match = LABOR_LINE.exec(line.trim())
  return match
    ? { crew: Number(match[1]), personHours: Number(match[2]), seams: Number(match[3] ?? 0) }
    : null
}

/** Film held for the installation at its hub, of one roll product, as the notes list it. */
interface HeldFilm {
  hubId: HubId
  sku: string
  feet: number
  rolls: number
}

const HELD_LINE = /^Reserved at (.+?): (\d+(?:\.\d+)?) ft of (\S+) \((\d+) rolls?\)$/

/** A line of film held read back from installationNotes' text; null for any other line. */
function readHeldLine(line: string): HeldFilm | null {
  const match = HELD_LINE.exec(line.trim())
  const hubId = match && HUBS.find((hub) => hub.name === match[1])?.id
  return match && hubId ? { hubId, sku: match[3]!, feet: Number(match[2]), rolls: Number(match[4]) } : null
}

/** What a device shows of an installation the server proposed, in the reader's language. */
export interface InstallationReading {
  /** 'Q-7K2M-Q9XD v1', from the title; null once a lead retitled it without the number. */
  quoteNumber: string | null
  /** The crew line of the notes; null once a lead rewrote it. */
  labor: (Pick<LaborEstimate, 'personHours' | 'seams'> & { crew: number }) | null
  /** The film held for it at its hub. */
  held: HeldFilm[]
  /** The film the hub could not hold, with where it could come from. */
  shortages: Shortage[]
}

/**
 * The quote number, crew and shortages of an accepted quote's installation, read back from the title
 * and the notes the server wrote (English text in the document, like the rest of the calendar's
 * notes): the readers sit beside the writers so that the two change together. Lines a lead edited
 * into something else are simply not read.
 */
export function readInstallation(event: { title: string; notes: string }): InstallationReading {
  const lines = event.notes.split('\n')
  return {
    quoteNumber: quoteNumberIn(event.title),
    labor: lines.map(readLaborLine).find((labor) => labor !== null) ?? null,
    held: lines.map(readHeldLine).filter((held) => held !== null),
    shortages: lines.map(readShortage).filter((shortage) => shortage !== null),
  }
}

/**
 * The event's notes: the crew and hours, the address, the film held at the hub and what is short,
 * one line each, within what an event's notes hold.
 */
export function installationNotes({
  labor,
  address,
  hubName,
  held,
  shortages,
  doubleBooked,
}: {
  labor: LaborEstimate
  address: string
  hubName: string
  /** Feet held per roll. */
  held: readonly { sku: string; rollId: string; feet: number }[]
  /** The shortages as shortageText (domain/inventory/reservation.ts) writes them. */
  shortages: readonly string[]
  doubleBooked: boolean
}): string {
  const bySku = new Map<string, { feet: number; rolls: number }>()
  for (const hold of held) {
    const line = bySku.get(hold.sku) ?? { feet: 0, rolls: 0 }
    bySku.set(hold.sku, { feet: Math.round((line.feet + hold.feet) * 10) / 10, rolls: line.rolls + 1 })
  }
  const lines = [
    laborLine(labor),
    address.trim(),
    ...[...bySku].map(
      ([sku, { feet, rolls }]) =>
        `Reserved at ${hubName}: ${feet} ft of ${sku} (${plural(rolls, 'roll', 'rolls')})`,
    ),
    ...shortages,
    ...(doubleBooked ? [`No ${hubName} team was free for weeks: this double-books the first one.`] : []),
  ].filter((line) => line !== '')
  return lines.join('\n').slice(0, EVENT_LIMITS.notes)
}
