import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { FRAMES, type FrameId } from './frames.ts'
import { PageHeader } from './page-header.tsx'

/** A page whose tools arrive later: its title, what it is for, and the pages around it. */
export function PageFrame({ id }: { id: FrameId }) {
  const { i18n } = useLingui()
  const frame = FRAMES[id]
  if (!frame) return null
  return (
    <>
      <PageHeader title={i18n._(frame.title)} description={i18n._(frame.description)} />
      <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
        <h2 className="mb-4 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Related pages</Trans>
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {frame.related.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex items-center justify-between rounded-xl border border-slate-200 bg-white p-5 font-semibold text-brand-800 shadow-sm transition hover:border-accent-400 hover:shadow-md"
              >
                {i18n._(link.label)}
                <ArrowRight
                  className="size-5 text-accent-500 transition group-hover:translate-x-1"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
