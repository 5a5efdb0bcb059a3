import { useLingui } from '@lingui/react/macro'
import { cva } from 'class-variance-authority'
import { cn } from './cn.ts'
import { INLINE_PHRASES, INLINE_PHRASE_MS } from './loader-phrases.ts'
import { useRotatingIndex } from './use-rotating-index.ts'

export type LoaderType = 'windowTint' | 'windowPanes' | 'estimator' | 'heatShield'
export type LoaderSize = 'sm' | 'md' | 'lg' | 'xl'

const loaderSizes = cva('relative shrink-0', {
  variants: { size: { sm: 'size-6', md: 'size-10', lg: 'size-16', xl: 'size-24' } },
})

function WindowTint() {
  return (
    <span className="absolute inset-0 overflow-hidden rounded-md border-2 border-brand-700 bg-accent-100">
      <span className="absolute inset-0 bg-gradient-to-r from-transparent via-brand-700/60 to-transparent [animation:film-sweep_1.4s_ease-in-out_infinite]" />
      <span className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-brand-700" />
    </span>
  )
}

function WindowPanes() {
  return (
    <span className="absolute inset-0 grid grid-cols-2 gap-0.5 rounded-md border-2 border-brand-700 p-0.5">
      {[0, 1, 3, 2].map((order) => (
        <span
          key={order}
          className="rounded-[2px] bg-accent-500"
          style={{ animation: `pane-pulse 1.6s ${order * 0.2}s ease-in-out infinite` }}
        />
      ))}
    </span>
  )
}

function Estimator() {
  return (
    <svg viewBox="0 0 40 40" className="absolute inset-0 size-full text-brand-700">
      <rect
        x="3"
        y="3"
        width="34"
        height="34"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="6 3"
        className="origin-center [animation:spin-slow_6s_linear_infinite]"
      />
      <path
        d="M12 28h16M12 28v-4M20 28v-3M28 28v-4"
        stroke="#159fb0"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  )
}

function HeatShield() {
  return (
    <svg viewBox="0 0 40 40" className="absolute inset-0 size-full">
      <path d="M20 4 7 9v10c0 8.4 5.5 14.4 13 17 7.5-2.6 13-8.6 13-17V9Z" fill="#132d57" />
      {[13, 20, 27].map((x, i) => (
        <path
          key={x}
          d={`M${x} 26c-2-3 2-5 0-8`}
          stroke="#fb923c"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          style={{ animation: `heat-rise 1.5s ${i * 0.25}s ease-in-out infinite` }}
        />
      ))}
    </svg>
  )
}

const shapes: Record<LoaderType, () => React.JSX.Element> = {
  windowTint: WindowTint,
  windowPanes: WindowPanes,
  estimator: Estimator,
  heatShield: HeatShield,
}

/** The animated mark alone. */
function LoaderGraphic({
  type = 'windowTint',
  size = 'md',
  className,
}: {
  type?: LoaderType
  size?: LoaderSize
  className?: string
}) {
  const Shape = shapes[type]
  return (
    <span className={cn(loaderSizes({ size }), className)} aria-hidden="true">
      <Shape />
    </span>
  )
}

/** An inline loader: the mark and a phrase that changes every 3 s. */
export function Loader({
  type = 'windowTint',
  size = 'md',
  label,
  className,
}: {
  type?: LoaderType
  size?: LoaderSize
  /** A fixed text instead of the rotating phrases. */
  label?: string
  className?: string
}) {
  const { i18n } = useLingui()
  const index = useRotatingIndex(label ? 1 : INLINE_PHRASES.length, INLINE_PHRASE_MS)
  const text = label ?? i18n._(INLINE_PHRASES[index]!)
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-10 text-slate-600', className)}
    >
      <LoaderGraphic type={type} size={size} />
      <span className="text-sm font-medium">{text}</span>
    </div>
  )
}
