import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { FILM_LINES } from '../../../../domain/catalog/films.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { FaqList, type FaqEntry } from './faq-list.tsx'
import { CtaBand } from '../../../ui/section.tsx'

const residential = FILM_LINES.map((film) => film.warrantyYears.residential)
const commercial = FILM_LINES.map((film) => film.warrantyYears.commercial)
const minResidential = Math.min(...residential)
const maxResidential = Math.max(...residential)
const minCommercial = Math.min(...commercial)
const maxCommercial = Math.max(...commercial)

const GROUPS: { id: string; title: MessageDescriptor; items: FaqEntry[] }[] = [
  {
    id: 'choosing',
    title: msg`Choosing a film`,
    items: [
      {
        id: 'uv',
        question: msg`Does window film really block UV?`,
        answer: [
          msg`Yes. Every film we sell, including the clear security films, blocks 99% of ultraviolet light. UV is the main cause of faded floors, furniture and artwork, and it passes straight through most ordinary window glass.`,
          msg`Film reduces fading a great deal but cannot stop it completely, because visible light and heat also play a part.`,
        ],
      },
      {
        id: 'security-vs-hurricane',
        question: msg`Is security film the same as hurricane protection?`,
        answer: [
          msg`Not quite. Security film holds broken glass together, which greatly reduces flying glass and keeps the opening covered for longer in a storm or a break-in. On its own it is not a certified hurricane product and does not replace code-required shutters or impact windows.`,
          msg`Thicker films combined with an attachment system that anchors the film to the frame give the best storm and blast performance. We will tell you which combination fits your building and what it is tested for.`,
        ],
      },
      {
        id: 'night-visibility',
        question: msg`Can people see in at night?`,
        answer: [
          msg`With tinted and reflective films, privacy depends on which side is brighter. In daytime the outside is brighter and the film gives privacy; at night, with lights on indoors, people outside can see in, just as with ordinary glass.`,
          msg`For privacy around the clock, choose a frosted, gradient or blackout decorative film, or combine solar film with blinds in the rooms that need it.`,
        ],
      },
      {
        id: 'glass-types',
        question: msg`Will film work on dual-pane or low-E windows?`,
        answer: [
          msg`Usually yes, but not every film suits every insulated unit: darker, more absorptive films can add thermal stress. Our estimator asks for your glass type and only recommends compatible films, and the warranty then covers the glass as well as the film.`,
        ],
      },
    ],
  },
  {
    id: 'installation',
    title: msg`Installation`,
    items: [
      {
        id: 'diy-vs-pro',
        question: msg`Should I install film myself or hire a professional?`,
        answer: [
          msg`Decorative and solar films on small, easy-to-reach windows are good DIY projects: order film cut to your measurements from our DIY film order page and follow the included instructions.`,
          msg`Security and ballistic films, large panes, high glass and anything with an attachment system should be installed by a certified team. Thick films are much harder to handle, and a professional installation is required for the full commercial warranty.`,
        ],
      },
      {
        id: 'curing',
        question: msg`How long does the film take to cure?`,
        answer: [
          msg`Most films cure in 7 to 30 days, depending on the film thickness, the weather and how much sun the window gets. Thick security films and cool, cloudy weather take the longest.`,
          msg`During curing you may see small water pockets or a slight haze; they disappear on their own. Do not roll windows down, press on the film or clean it until it has cured.`,
        ],
      },
      {
        id: 'install-time',
        question: msg`How long does an installation take?`,
        answer: [
          msg`A typical home is finished in one day. Commercial projects are scheduled with you, often after hours or in phases, so the building can stay open.`,
        ],
      },
    ],
  },
  {
    id: 'care',
    title: msg`Care and warranty`,
    items: [
      {
        id: 'cleaning',
        question: msg`How do I clean window film?`,
        answer: [
          msg`After the curing period, clean the film with a soft microfiber cloth or a clean rubber squeegee and a mild, ammonia-free glass cleaner or soapy water.`,
          msg`Avoid paper towels, abrasive pads, razor blades and cleaners containing ammonia, which can scratch or cloud the film.`,
        ],
      },
      {
        id: 'warranty',
        question: msg`What does the warranty cover?`,
        answer: [
          msg`Film warranties cover peeling, bubbling, cracking, crazing and discoloring. Residential warranties run from ${minResidential} to ${maxResidential} years depending on the film, and commercial warranties from ${minCommercial} to ${maxCommercial} years.`,
          msg`When a compatible film is installed by a certified team, glass breakage caused by thermal stress is covered as well. Keep your installation record; we also keep a copy for you.`,
        ],
      },
      {
        id: 'removal',
        question: msg`Can window film be removed later?`,
        answer: [
          msg`Yes. Film can be removed without damaging the glass. Old film is steamed or soaked, peeled and the adhesive cleaned off; we can do this before installing new film.`,
        ],
      },
    ],
  },
  {
    id: 'cost',
    title: msg`Cost and ordering`,
    items: [
      {
        id: 'cost',
        question: msg`How much does window film cost?`,
        answer: [
          msg`Installed prices depend on the film, the total glass area, how easy the windows are to reach, the glass type and whether old film has to be removed. Security film with an attachment system costs more than solar or decorative film.`,
          msg`Each film page lists roll prices. For an exact price for your windows, use the free estimator or request an estimate; a specialist follows up within 1-2 business days.`,
        ],
      },
      {
        id: 'patterned',
        question: msg`Why do patterned films sometimes need more material?`,
        answer: [
          msg`Gradients and reeded patterns have a direction, so they cannot be rotated to fit a wide pane across the roll. The estimator plans the cuts along the roll, which can use more film than a plain frost.`,
        ],
      },
      {
        id: 'tracking',
        question: msg`How do I track my order?`,
        answer: [
          msg`Open Track Order and enter your order number and email. You will see each stage, from cutting to delivery or installation.`,
        ],
      },
    ],
  },
]

export function FaqPage() {
  const { i18n, t } = useLingui()
  const hash = useRouterState({ select: (state) => state.location.hash })
  return (
    <>
      <PageHeader
        eyebrow={t`Help center`}
        title={t`Frequently asked questions`}
        description={t`Straight answers about choosing, installing and caring for window film.`}
      />
      <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[14rem_1fr] lg:gap-16">
        <nav aria-label={t`Topics`} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase">{t`Topics`}</h2>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {GROUPS.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}-questions`}
                  className="block rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:border-accent-400 lg:rounded-md lg:border-0 lg:bg-transparent lg:px-3 lg:py-2 lg:hover:bg-slate-100"
                >
                  {i18n._(group.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex max-w-4xl flex-col gap-12">
          {GROUPS.map((group) => (
            <section
              key={group.id}
              id={`${group.id}-questions`}
              aria-labelledby={`${group.id}-heading`}
              className="scroll-mt-24"
            >
              <h2
                id={`${group.id}-heading`}
                className="mb-4 text-2xl font-bold tracking-tight text-brand-900"
              >
                {i18n._(group.title)}
              </h2>
              <FaqList items={group.items} openId={hash} />
            </section>
          ))}
        </div>
      </div>
      <CtaBand
        title={t`Still have a question?`}
        text={t`Our specialists answer emails within one business day, and every hub has a real person on the phone.`}
        primary={{ to: '/contact', label: t`Contact us` }}
        secondary={{ to: '/help', label: t`Help center` }}
      />
    </>
  )
}
