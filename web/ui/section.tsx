import type { LinkProps } from '@tanstack/react-router'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ArrowRight, Calculator, type LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { cn } from './cn.ts'

export type To = NonNullable<LinkProps['to']>

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-brand-900 text-white',
} as const

/** A page band with an optional eyebrow, a level-two heading and an intro line. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  align = 'start',
  className,
  children,
}: {
  id?: string
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
  tone?: keyof typeof tones
  align?: 'start' | 'center'
  className?: string
  children?: ReactNode
}) {
  const headingId = useId()
  const dark = tone === 'dark'
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tones[tone], 'scroll-mt-20')}>
      <div className={cn('mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 md:py-20', className)}>
        <div
          className={cn(
            'mb-8 flex max-w-3xl flex-col gap-3 md:mb-10',
            align === 'center' && 'mx-auto items-center text-center',
          )}
        >
          {eyebrow && (
            <p
              className={cn(
                'text-xs font-semibold tracking-[0.18em] uppercase',
                dark ? 'text-accent-300' : 'text-accent-700',
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className={cn(
              'text-2xl font-bold tracking-tight md:text-3xl',
              dark ? 'text-white' : 'text-brand-900',
            )}
          >
            {title}
          </h2>
          {intro && (
            <p className={cn('text-base md:text-lg', dark ? 'text-slate-300' : 'text-slate-600')}>{intro}</p>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}

/** Primary action on a dark background. */
export const onDarkPrimary = 'bg-accent-400 text-brand-900 shadow-lg shadow-accent-500/20 hover:bg-accent-300'
/** Secondary action on a dark background. */
export const onDarkSecondary = 'border border-white/30 bg-white/5 text-white shadow-none hover:bg-white/15'

/** The primary call to action on dark page headers: start an estimate. */
export function GetEstimateButton() {
  return (
    <Button asChild size="lg" className={onDarkPrimary}>
      <Link to="/homeowner-estimate">
        <Calculator aria-hidden />
        <Trans>Get Estimate</Trans>
      </Link>
    </Button>
  )
}

export interface CtaLink {
  to: To
  label: string
  hash?: string
}

/** Closing call to action: a dark band with one or two buttons. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: ReactNode
  text?: ReactNode
  primary: CtaLink
  secondary?: CtaLink
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-white px-4 py-14 sm:px-6 md:py-20">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-900 px-6 py-12 text-white shadow-xl md:px-14 md:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-16 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
              {title}
            </h2>
            {text && <p className="text-base text-slate-300 md:text-lg">{text}</p>}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
            <Button asChild size="lg" className={onDarkPrimary}>
              <Link to={primary.to} hash={primary.hash}>
                {primary.label}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            {secondary && (
              <Button asChild size="lg" className={onDarkSecondary}>
                <Link to={secondary.to} hash={secondary.hash}>
                  {secondary.label}
                </Link>
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

/** A bordered white card with an icon tile, a title and body text (icon beside the text on phones). */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
  heading: Heading = 'h3',
}: {
  icon: LucideIcon
  title: ReactNode
  children: ReactNode
  className?: string
  heading?: 'h3' | 'h4'
}) {
  return (
    <div
      className={cn(
        'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-col sm:gap-3 sm:p-6',
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex flex-col gap-1.5 sm:gap-3">
        <Heading className="text-lg font-semibold text-brand-900">{title}</Heading>
        <div className="text-sm leading-relaxed text-slate-600">{children}</div>
      </div>
    </div>
  )
}
