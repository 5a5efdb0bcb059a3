import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AlertTriangle } from 'lucide-react'
import { formatLength } from '../../../domain/estimator/measure.ts'

export function InstallInstructions({ trimIn, security }: { trimIn: number; security: boolean }) {
  const { i18n } = useLingui()
  const trim = formatLength(trimIn, 'inches', i18n.locale)
  return (
    <section
      aria-labelledby="diy-instructions"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 print:break-before-page print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id="diy-instructions" className="text-xl font-semibold text-slate-900">
        <Trans>Installation instructions</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Wet application on the inside of the glass. You need the install kit (squeegee, knife, spray bottle,
          slip solution), a razor scraper and lint-free towels.
        </Trans>
      </p>
      {security && (
        <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 print:border print:border-black">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <Trans>
              Security film only keeps broken glass in the frame when it is anchored to the frame with an
              attachment system (wet-glaze silicone or mechanical). That has to be done right to work: we
              recommend a professional installer.
            </Trans>{' '}
            <Link to="/installer-showcase" className="font-semibold underline print:no-underline">
              <Trans>Find an installer</Trans>
            </Link>
          </span>
        </p>
      )}
      <ol className="mt-4 flex list-decimal flex-col gap-3 pl-5 text-slate-800 marker:font-semibold marker:text-brand-800">
        <li>
          <Trans>
            Work out of direct sun, with the glass above 40 °F (5 °C): hot glass dries the solution before the
            film is in place. Dark or reflective film on dual-pane or large annealed glass can crack it from
            heat stress: ask us first if unsure.
          </Trans>
        </li>
        <li>
          <Trans>
            Fill the spray bottle with slip solution (from the kit, or a few drops of baby shampoo in a quart
            of clean water).
          </Trans>
        </li>
        <li>
          <Trans>
            Clean the glass: spray it, scrape the whole pane with the razor scraper held at a low angle,
            squeegee it clean and wipe the frame and gaskets with a lint-free towel. Any dust or grit left
            will show under the film.
          </Trans>
        </li>
        <li>
          {trimIn > 0 ? (
            <Trans>
              On a clean table, liner side up, cut the pieces with a sharp blade and a straightedge as the cut
              list and plan show: each is {trim} larger than the glass on every side. Write its window on the
              liner.
            </Trans>
          ) : (
            <Trans>
              On a clean table, liner side up, cut the pieces with a sharp blade and a straightedge as the cut
              list and plan show: each is the size of the glass, so position it with care (1/2″ extra on every
              side is easier to fit). Write its window on the liner.
            </Trans>
          )}
        </li>
        <li>
          <Trans>
            Spray the glass until it is dripping wet. Separate the liner at a corner with two pieces of tape,
            then peel it off while spraying the adhesive side as it is exposed. Keep the adhesive wet and off
            the floor.
          </Trans>
        </li>
        <li>
          <Trans>
            Lay the wet adhesive side on the wet glass and slide the film into place. Spray the outside of the
            film so the squeegee glides.
          </Trans>
        </li>
        <li>
          <Trans>
            Squeegee from the centre out: one stroke across the middle to anchor the film, then overlapping
            strokes to each edge, pushing the water and bubbles out.
          </Trans>
        </li>
        <li>
          <Trans>
            Trim the edges with a sharp blade against a hard card or straightedge, leaving a 1/16″ (1.5 mm)
            gap between the film and the frame or gasket. Snap off to a fresh blade edge often so the film
            does not tear.
          </Trans>
        </li>
        <li>
          <Trans>
            Final squeegee: spray the film again and squeegee firmly from the centre out, then press along the
            edges with a lint-free towel wrapped around a hard card to draw out the last water.
          </Trans>
        </li>
        <li>
          <Trans>
            Let it cure, and do not clean the film for 30 days. Small water pockets and haze are normal and
            disappear as it dries: in 1 to 4 weeks depending on the sun, longer in winter, on shaded glass and
            for thick security film. After that, clean it with a soft cloth and a cleaner without ammonia or
            abrasives.
          </Trans>
        </li>
      </ol>
    </section>
  )
}
