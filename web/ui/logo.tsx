import { Trans } from '@lingui/react/macro'
import { cva } from 'class-variance-authority'
import { cn } from './cn.ts'

const markSizes = cva('shrink-0', { variants: { size: { sm: 'size-7', md: 'size-9', lg: 'size-14' } } })
const wordSizes = cva('leading-none tracking-tight', {
  variants: { size: { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' } },
})

export type LogoSize = 'sm' | 'md' | 'lg'
export type LogoVariant = 'default' | 'monochrome' | 'dark'

const palette: Record<LogoVariant, { shield: string; rim: string; glass: string; mullion: string }> = {
  default: { shield: '#132d57', rim: '#3fc2d0', glass: '#b4ecf1', mullion: '#132d57' },
  monochrome: { shield: 'currentColor', rim: 'currentColor', glass: 'none', mullion: 'currentColor' },
  dark: { shield: '#ffffff', rim: '#7fdbe4', glass: '#0b1f3a', mullion: '#ffffff' },
}

/** The shield-with-window mark. */
export function LogoMark({
  size = 'md',
  variant = 'default',
  className,
}: {
  size?: LogoSize
  variant?: LogoVariant
  className?: string
}) {
  const c = palette[variant]
  return (
    <svg
      viewBox="0 0 48 48"
      className={cn(markSizes({ size }), className)}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M24 2 6 8.5v14.2C6 34.4 13.7 42.6 24 46c10.3-3.4 18-11.6 18-23.3V8.5Z"
        fill={c.shield}
        stroke={c.rim}
        strokeWidth="2"
      />
      <rect
        x="14"
        y="13"
        width="20"
        height="20"
        rx="1.5"
        fill={c.glass}
        stroke={c.mullion === 'currentColor' ? 'currentColor' : c.rim}
        strokeWidth="2"
      />
      <path d="M24 13v20M14 23h20" stroke={c.mullion} strokeWidth="2.2" />
      <path
        d="m16.5 30.5 6-6M25.5 21.5l6-6"
        stroke={variant === 'monochrome' ? 'currentColor' : '#ffffff'}
        strokeOpacity="0.75"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * Mark, two-part wordmark and tagline. The tagline is short on phones and the full line from 768 px.
 */
export function Logo({
  size = 'md',
  variant = 'default',
  className,
}: {
  size?: LogoSize
  variant?: LogoVariant
  className?: string
}) {
  const onDark = variant === 'dark'
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      <LogoMark size={size} variant={variant} />
      {/* May shrink: on a narrow phone (or in a longer language) the tagline wraps rather than widening the page. */}
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className={wordSizes({ size })}>
          <span
            className={cn(
              'font-extrabold',
              onDark ? 'text-white' : variant === 'monochrome' ? '' : 'text-brand-900',
            )}
          >
            Southern
          </span>
          <span
            className={cn(
              'font-light',
              onDark ? 'text-accent-300' : variant === 'monochrome' ? '' : 'text-accent-600',
            )}
          >
            Shield
          </span>
        </span>
        <span
          data-testid="brand-tagline"
          className={cn(
            'text-[0.65rem] leading-tight font-medium tracking-[0.1em] uppercase md:tracking-[0.14em]',
            onDark ? 'text-slate-300' : 'text-slate-500',
          )}
        >
          <span className="md:hidden">
            <Trans>Advanced Security Solutions</Trans>
          </span>
          <span className="hidden md:inline">
            <Trans>Defense Materials</Trans>
          </span>
        </span>
      </span>
    </span>
  )
}
