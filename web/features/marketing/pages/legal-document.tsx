import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../ui/page-header.tsx'
import { CONTACT_EMAIL, HUB_CONTACTS } from './contact-details.ts'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** Long-form legal text: a contents list beside numbered sections. */
export function LegalDocument({
  title,
  description,
  updated,
  sections,
}: {
  title: string
  description: string
  updated: Date
  sections: LegalSection[]
}) {
  const { i18n, t } = useLingui()
  const date = i18n.date(updated, { dateStyle: 'long' })
  return (
    <>
      <PageHeader eyebrow={t`Legal`} title={title} description={description}>
        <p className="text-sm text-slate-300">
          <Trans>Last updated: {date}</Trans>
        </p>
      </PageHeader>
      <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label={t`Contents`} className="lg:sticky lg:top-24 lg:self-start">
          <details className="group rounded-2xl border border-slate-200 bg-white p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold text-brand-900">
              <Trans>Contents</Trans>
            </summary>
            <ContentsList sections={sections} />
          </details>
          <div className="hidden lg:block">
            <h2 className="mb-3 text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase">
              <Trans>Contents</Trans>
            </h2>
            <ContentsList sections={sections} />
          </div>
        </nav>
        <article className="max-w-3xl text-base leading-relaxed text-slate-700">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0 last:border-0"
            >
              <h2
                id={`${section.id}-title`}
                className="mb-4 flex gap-3 text-xl font-bold text-brand-900 md:text-2xl"
              >
                <span className="text-accent-600 tabular-nums">{i18n.number(index + 1)}.</span>
                {section.title}
              </h2>
              <div className="flex flex-col gap-4 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:text-slate-900 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ul]:marker:text-accent-600">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  )
}

function ContentsList({ sections }: { sections: LegalSection[] }) {
  const { i18n } = useLingui()
  return (
    <ol className="mt-3 flex flex-col gap-1 text-sm lg:mt-0">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-brand-800"
          >
            <span className="min-w-5 text-right text-slate-400 tabular-nums">{i18n.number(index + 1)}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

/** The closing "how to reach us" paragraph both legal pages end with. */
export function LegalContact() {
  const { street, locality } = HUB_CONTACTS.atlanta
  return (
    <p>
      <Trans>
        Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or write to Southern Shield, {street},{' '}
        {locality}.
      </Trans>
    </p>
  )
}
