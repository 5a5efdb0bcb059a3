import type { FilmFeet, SignedChangeOrder } from '../../../domain/quotes/install-day.ts'
import type { QuoteSnapshot } from '../../../domain/quotes/quote.ts'
import { jobInvoice } from '../../../domain/quotes/state.ts'
import { installationOf } from '../../../domain/quotes/installation.ts'
import {
  buildPipeline,
  installationAmong,
  type PipelineInstallation,
  type PipelineReport,
  type PipelineVersion,
  type PlannedLabor,
} from '../../../domain/reports/pipeline.ts'
import type { ReportQuery } from '../../../domain/reports/report.ts'
import type { AppDeps } from '../../context.ts'
import { findQuoteInput } from '../quotes/quotes.repo.ts'
import { pricingSheetInForce } from '../settings/settings.service.ts'
import { findPipelineVersions, findQuoteInstallations } from './reports.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/**
 * The sales pipeline of a period and hub (decision 026): the team's quote versions with their
 * payments and the installations booked for them, handed to the domain's buildPipeline. The /reports
 * page and the team lead's dashboard both read it through GET /api/reports/pipeline.
 */
export function pipelineReport(deps: Deps, query: ReportQuery): PipelineReport {
  const rows = findPipelineVersions(deps.db, query)
  const events = new Map<string, PipelineInstallation[]>()
  for (const { quoteId, ...event } of findQuoteInstallations(
    deps.db,
    rows.filter((row) => row.optionId !== null).map((row) => row.id),
  ))
    events.set(quoteId, [...(events.get(quoteId) ?? []), event])

  const versions = rows.map(
    ({
      snapshotJson,
      optionId,
      depositChoice,
      changeOrdersJson,
      filmJson,
      crewHours,
      ...row
    }): PipelineVersion => {
      const snapshot = JSON.parse(snapshotJson) as QuoteSnapshot
      const option = snapshot.options.find(({ id }) => id === optionId)
      return {
        ...row,
        snapshot,
        acceptance: optionId !== null && depositChoice !== null ? { optionId, depositChoice } : null,
        installation: installationAmong(events.get(row.id) ?? []),
        job:
          option && changeOrdersJson !== null && filmJson !== null
            ? {
                totalCents: jobInvoice(
                  option,
                  JSON.parse(changeOrdersJson) as SignedChangeOrder[],
                  row.paidCents,
                ).totalCents,
                crewHours,
                filmFeet: (JSON.parse(filmJson) as FilmFeet[]).reduce((sum, film) => sum + film.feet, 0),
              }
            : null,
      }
    },
  )

  // The labor model prices the crew as the installation was booked: with the sheet in force.
  let sheet: ReturnType<typeof pricingSheetInForce> | undefined
  const laborOf = (version: PipelineVersion): PlannedLabor => {
    const input = findQuoteInput(deps.db, version.id)
    if (!input || !version.acceptance) return { crew: 1, personHours: 0 }
    sheet ??= pricingSheetInForce(deps.db)
    const { labor } = installationOf(input, version.acceptance.optionId, sheet)
    return { crew: labor.crew, personHours: labor.personHours }
  }

  return buildPipeline(versions, { ...query, now: deps.clock(), laborOf })
}
