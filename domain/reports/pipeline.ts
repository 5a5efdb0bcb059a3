import type { EventStatus } from '../calendar/event.ts'
import { easternDay, easternInstant, type CalendarDay } from '../calendar/proposal.ts'
import type { HubId } from '../hubs/hubs.ts'
import type { Cents } from '../money/money.ts'
import { quoteNumber, type OptionId, type QuoteSnapshot } from '../quotes/quote.ts'
import { quoteStage, type DepositChoice } from '../quotes/state.ts'
import { inPeriod, ratio } from './aggregate.ts'
import { compareCodes } from '../compare.ts'

/*
 * The sales pipeline of the supplier's team (decisions 022 and 026): its quotes counted by how far
 * they got, what they are worth, each seller's close rate, and what the jobs won take in film and crew
 * hours against their price. GET /api/reports/pipeline answers it and the team lead's dashboard shows
 * this month of it; docs/decisions/026-sales-pipeline.md says what each figure counts.
 */

/**
 * Each counted quote stands in exactly one stage, the furthest it reached, in this order; `lost` is
 * apart: sent or made and then withdrawn or left to expire without an answer.
 */
const PIPELINE_STAGES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'scheduled',
  'installed',
  'paid',
  'lost',
] as const
export type PipelineStage = (typeof PIPELINE_STAGES)[number]

/** The stages of a quote the customer signed. */
const WON_STAGES: readonly PipelineStage[] = ['accepted', 'scheduled', 'installed', 'paid']

/** The installation booked for a quote, as the team calendar holds it. */
export interface PipelineInstallation {
  status: EventStatus
  start: string
  end: string
}

/** A quote version as the pipeline reads it: its snapshot, what happened to it, its installation. */
export interface PipelineVersion {
  id: string
  estimateId: string
  version: number
  ownerId: string
  ownerName: string
  snapshot: Pick<QuoteSnapshot, 'code' | 'version' | 'customer' | 'validUntil' | 'options'>
  /** When it was made, by the device's clock: the period is judged on it. */
  createdAt: string
  sentAt: string | null
  viewedAt: string | null
  revokedAt: string | null
  changeAt: string | null
  acceptance: { optionId: OptionId; depositChoice: DepositChoice } | null
  /** What the deposit's payments have received. */
  paidCents: Cents
  /** Its installation on the team calendar (not cancelled), null when none is booked. */
  installation: PipelineInstallation | null
  /** The job as the customer signed it off on the install day; null until then. */
  job: PipelineJob | null
}

/** An installed job: what its final invoice comes to, and the crew's record of the day. */
interface PipelineJob {
  /** The final invoice's total: the option with its signed change orders, tax included. */
  totalCents: Cents
  /** Person-hours the crew recorded; null when they recorded none. */
  crewHours: number | null
  /** Linear feet of film cut for it. */
  filmFeet: number
}

/** How far each status of an installation event got: a completed one outranks a booking, a proposal ranks last. */
const EVENT_PROGRESS: Record<EventStatus, number> = {
  cancelled: -1,
  proposed: 0,
  scheduled: 1,
  inProgress: 2,
  completed: 3,
}

/**
 * A quote's installation among the events linked to it (the one the server proposed, `inst-<quote id>`,
 * and any a lead booked by hand): the furthest along, cancelled ones never; null when none is left.
 */
export function installationAmong(events: readonly PipelineInstallation[]): PipelineInstallation | null {
  let found: PipelineInstallation | null = null
  for (const event of events)
    if (
      EVENT_PROGRESS[event.status] >= 0 &&
      (!found || EVENT_PROGRESS[event.status] > EVENT_PROGRESS[found.status])
    )
      found = event
  return found
}

/** The crew an accepted option needs and the person-hours the labor model gives it. */
export interface PlannedLabor {
  crew: number
  personHours: number
}

export interface PipelineStageRow {
  stage: PipelineStage
  count: number
  valueCents: Cents
}

export interface CloseRateRow {
  ownerId: string
  /** The seller's username. */
  ownerName: string
  /** Quotes counted for them in the period. */
  quotes: number
  /** Of those, the ones the customer got: mailed, or signed on the seller's device. */
  sent: number
  accepted: number
  /** accepted ÷ sent, four decimals; null when nothing was sent. */
  closeRate: number | null
  acceptedValueCents: Cents
}

export interface JobCostRow {
  quoteId: string
  /** 'Q-7K2M-Q9XD v2'. */
  number: string
  customer: string
  ownerName: string
  /** Installed: signed off by the customer (or its installation event completed); planned: not yet. */
  basis: 'installed' | 'planned'
  /** Linear feet of film cut for the installed job; null before. */
  filmFeetUsed: number | null
  /** When the installation starts; null while none is booked. */
  installationStart: string | null
  /** Glass filmed, ft², from the accepted option's windows. */
  filmSqFt: number
  crew: number
  /** The installation's working hours × the crew; the labor model's person-hours while none is booked. */
  crewHours: number
  /** The accepted option before tax. */
  priceCents: Cents
  centsPerSqFt: Cents | null
  centsPerCrewHour: Cents | null
}

export interface PipelineReport {
  from: string
  to: string
  hub: HubId | null
  /** Quotes counted: one per estimate. */
  quotes: number
  valueCents: Cents
  won: number
  wonValueCents: Cents
  /** Won ÷ sent over everyone, four decimals; null when nothing was sent. */
  closeRate: number | null
  stages: PipelineStageRow[]
  byOwner: CloseRateRow[]
  jobs: JobCostRow[]
}

const signed = (version: Pick<PipelineVersion, 'acceptance'>) => (version.acceptance === null ? 0 : 1)

/**
 * One version per estimate: a revision replaces the earlier one, so the estimate's latest version
 * counts; but a signature stands, so an estimate with a signed version counts its latest signed one
 * (a revision made after the customer signed does not undo the sale).
 */
export function countedVersions<V extends Pick<PipelineVersion, 'estimateId' | 'version' | 'acceptance'>>(
  versions: readonly V[],
): V[] {
  const chosen = new Map<string, V>()
  for (const version of versions) {
    const held = chosen.get(version.estimateId)
    if (
      !held ||
      signed(version) - signed(held) > 0 ||
      (signed(version) === signed(held) && version.version > held.version)
    )
      chosen.set(version.estimateId, version)
  }
  return [...chosen.values()]
}

/** The option the version is worth: the accepted one once accepted, else its dearest. */
function valueOption(version: Pick<PipelineVersion, 'snapshot' | 'acceptance'>) {
  const options = version.snapshot.options
  const accepted = version.acceptance && options.find((option) => option.id === version.acceptance!.optionId)
  return (
    accepted ??
    options.reduce<(typeof options)[number] | undefined>(
      (top, option) => (top && top.totalCents >= option.totalCents ? top : option),
      undefined,
    )
  )
}

/** What a version is worth, tax included: its accepted option's total once accepted, else its highest option's total. */
export function pipelineValueCents(version: Pick<PipelineVersion, 'snapshot' | 'acceptance'>): Cents {
  return valueOption(version)?.totalCents ?? 0
}

/**
 * The furthest stage a version reached at `now`. Signed: paid once its job is installed and its final
 * invoice paid in full, installed when the customer signed the job off (or its installation event is
 * completed), scheduled when the lead confirmed it (scheduled or in progress), accepted otherwise (a
 * proposal is not a commitment yet; a deposit is not the job paid). Unsigned: as the quote's own stage
 * says (domain/quotes/state.ts), changes asked counting as viewed; withdrawn, expired or replaced
 * count as lost.
 */
export function pipelineStageOf(version: PipelineVersion, now: Date): PipelineStage {
  if (version.acceptance) {
    if (version.job) return version.paidCents >= version.job.totalCents ? 'paid' : 'installed'
    const status = version.installation?.status
    if (status === 'completed') return 'installed'
    if (status === 'scheduled' || status === 'inProgress') return 'scheduled'
    return 'accepted'
  }
  const stage = quoteStage(
    {
      ...version,
      snapshot: version.snapshot,
      acceptance: null,
      changeRequest: version.changeAt === null ? null : { note: '', at: version.changeAt },
    },
    { now, superseded: false },
  )
  switch (stage) {
    case 'draft':
    case 'sent':
    case 'viewed':
      return stage
    case 'changesRequested':
      return 'viewed'
    default:
      return 'lost'
  }
}

/** Whether the customer got the version: mailed, or signed on the seller's device without a mail. */
const reachedCustomer = (version: Pick<PipelineVersion, 'sentAt' | 'acceptance'>) =>
  version.sentAt !== null || version.acceptance !== null

const HOUR_MS = 3_600_000
const WORKDAY = { startHour: 8, endHour: 17 } as const

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day
const nextDay = ({ year, month, day }: CalendarDay): CalendarDay => {
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}
const isWeekday = ({ year, month, day }: CalendarDay) => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return weekday >= 1 && weekday <= 5
}

/**
 * Hours of work an installation event holds: its length when it starts and ends on one day (Eastern
 * time); over several days, the working hours (08:00–17:00, Monday to Friday) it covers, as the
 * calendar books a job longer than a day (decision 024): nights and weekends are not work.
 */
export function installationHours(start: string, end: string): number {
  const from = Date.parse(start)
  const to = Date.parse(end)
  if (!(to > from)) return 0
  let day = easternDay(new Date(from))
  const last = easternDay(new Date(to - 1))
  if (sameDay(day, last)) return round2((to - from) / HOUR_MS)
  let ms = 0
  for (let guard = 0; guard < 400; guard++) {
    if (isWeekday(day)) {
      const open = Math.max(from, easternInstant(day, WORKDAY.startHour).getTime())
      const close = Math.min(to, easternInstant(day, WORKDAY.endHour).getTime())
      if (close > open) ms += close - open
    }
    if (sameDay(day, last)) break
    day = nextDay(day)
  }
  return round2(ms / HOUR_MS)
}

const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100
const per = (cents: Cents, amount: number): Cents | null => (amount > 0 ? Math.round(cents / amount) : null)

/** A signed version's job: film and crew hours against the accepted option's price before tax. */
function jobCostOf(version: PipelineVersion, labor: PlannedLabor): JobCostRow {
  const option = valueOption(version)
  const filmSqFt = round1((option?.windows ?? []).reduce((sum, line) => sum + line.areaSqFt, 0))
  const { installation, job } = version
  // The hours the crew recorded, else the hours their booking held, else the labor model's.
  const crewHours =
    job?.crewHours ??
    (installation
      ? round2(installationHours(installation.start, installation.end) * labor.crew)
      : labor.personHours)
  const priceCents = option?.subtotalCents ?? 0
  const customer = version.snapshot.customer.name.trim()
  return {
    quoteId: version.id,
    number: quoteNumber(version.snapshot),
    customer,
    ownerName: version.ownerName,
    basis: job || installation?.status === 'completed' ? 'installed' : 'planned',
    filmFeetUsed: job?.filmFeet ?? null,
    installationStart: installation?.start ?? null,
    filmSqFt,
    crew: labor.crew,
    crewHours,
    priceCents,
    centsPerSqFt: per(priceCents, filmSqFt),
    centsPerCrewHour: per(priceCents, crewHours),
  }
}

/**
 * The pipeline of the period from..to (whole UTC days, both included): the counted version of each
 * estimate (countedVersions) when it was made in the period, in its stage, with its value; each
 * seller's close rate over them; and the jobs of those signed, installed ones first.
 */
export function buildPipeline(
  versions: readonly PipelineVersion[],
  {
    from,
    to,
    hub,
    now,
    laborOf,
  }: {
    from: string
    to: string
    hub: HubId | null
    now: Date
    /** The crew and person-hours of a signed version's accepted option. */
    laborOf: (version: PipelineVersion) => PlannedLabor
  },
): PipelineReport {
  const counted = countedVersions(versions).filter((version) => inPeriod(version.createdAt, from, to))
  const staged = counted.map((version) => ({
    version,
    stage: pipelineStageOf(version, now),
    valueCents: pipelineValueCents(version),
  }))

  const stages = PIPELINE_STAGES.map((stage): PipelineStageRow => {
    const inStage = staged.filter((each) => each.stage === stage)
    return { stage, count: inStage.length, valueCents: sum(inStage.map((each) => each.valueCents)) }
  })
  const won = staged.filter((each) => WON_STAGES.includes(each.stage))

  const owners = new Map<string, CloseRateRow>()
  for (const { version, stage, valueCents } of staged) {
    const row = owners.get(version.ownerId) ?? {
      ownerId: version.ownerId,
      ownerName: version.ownerName,
      quotes: 0,
      sent: 0,
      accepted: 0,
      closeRate: null,
      acceptedValueCents: 0,
    }
    row.quotes += 1
    if (reachedCustomer(version)) row.sent += 1
    if (WON_STAGES.includes(stage)) {
      row.accepted += 1
      row.acceptedValueCents += valueCents
    }
    owners.set(version.ownerId, row)
  }
  const byOwner = [...owners.values()]
    .map((row) => ({ ...row, closeRate: ratio(row.accepted, row.sent) }))
    .sort(
      (a, b) =>
        b.acceptedValueCents - a.acceptedValueCents ||
        b.sent - a.sent ||
        a.ownerName.localeCompare(b.ownerName, 'en'),
    )

  const jobs = won
    .map(({ version }) => jobCostOf(version, laborOf(version)))
    .sort(
      (a, b) =>
        Number(b.basis === 'installed') - Number(a.basis === 'installed') ||
        compareCodes(a.installationStart ?? '\uffff', b.installationStart ?? '\uffff') ||
        a.number.localeCompare(b.number, 'en'),
    )

  const sentCount = staged.filter(({ version }) => reachedCustomer(version)).length
  return {
    from,
    to,
    hub,
    quotes: staged.length,
    valueCents: sum(staged.map((each) => each.valueCents)),
    won: won.length,
    wonValueCents: sum(won.map((each) => each.valueCents)),
    closeRate: ratio(won.length, sentCount),
    stages,
    byOwner,
    jobs,
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
