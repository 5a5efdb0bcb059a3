import type { RollPlan } from '../../../domain/estimator/roll-plan.ts'

/*
 * A roll plan as a drawing the installer can cut from: the roll runs down the page, each piece is a
 * box with its label and cut size, and a tick marks every foot. Scales to its container; prints in
 * black on white.
 */

/** Longer plans are drawn in segments of this length, side by side, so that the drawing stays legible. */
const SEGMENT_IN = 240
const GAP_IN = 10

function inches(value: number): string {
  const sixteenths = Math.round(value * 16)
  const whole = Math.floor(sixteenths / 16)
  let rest = sixteenths % 16
  let denominator = 16
  while (rest > 0 && rest % 2 === 0) {
    rest /= 2
    denominator /= 2
  }
  return rest === 0
    ? `${whole}″`
    : whole === 0
      ? `${rest}/${denominator}″`
      : `${whole} ${rest}/${denominator}″`
}

export function RollPlanDrawing({
  plan,
  labels = {},
  title,
}: {
  plan: RollPlan
  /** Piece id → the window's name. */
  labels?: Readonly<Record<string, string>>
  /** What the drawing shows, for screen readers (translated by the caller). */
  title: string
}) {
  const length = Math.max(plan.lengthIn, 1)
  const segments = Math.max(1, Math.ceil(length / SEGMENT_IN))
  const segmentLength = Math.min(length, SEGMENT_IN)
  const width = segments * plan.rollWidthIn + (segments - 1) * GAP_IN
  const font = Math.max(2.2, Math.min(4, plan.rollWidthIn / 16))
  return (
    <div className="overflow-x-auto">
      <svg
        role="img"
        aria-label={title}
        viewBox={`-6 -6 ${width + 12} ${segmentLength + 12}`}
        className="h-auto max-h-[32rem] w-full min-w-[16rem] text-slate-900"
        preserveAspectRatio="xMidYMin meet"
      >
        {Array.from({ length: segments }, (_, segment) => {
          const from = segment * SEGMENT_IN
          const to = Math.min(length, from + SEGMENT_IN)
          const x0 = segment * (plan.rollWidthIn + GAP_IN)
          const feet = Array.from(
            { length: Math.floor((to - from) / 12) + 1 },
            (_, i) => from + i * 12,
          ).filter((y) => y % 12 === 0 && y >= from && y <= to)
          return (
            <g key={segment} transform={`translate(${x0} ${-from})`}>
              <rect
                x={0}
                y={from}
                width={plan.rollWidthIn}
                height={to - from}
                className="fill-slate-50 stroke-slate-400 print:fill-white"
                strokeWidth={0.4}
                strokeDasharray="2 1.5"
              />
              {feet.map((y) => (
                <g key={y}>
                  <line x1={-3} x2={0} y1={y} y2={y} className="stroke-slate-500" strokeWidth={0.3} />
                  <text x={-3.5} y={y + 1} fontSize={2.2} textAnchor="end" className="fill-slate-500">
                    {y / 12}′
                  </text>
                </g>
              ))}
              {plan.placements
                .filter((placement) => placement.y < to && placement.y + placement.heightIn > from)
                .map((placement) => {
                  // Characters that fit across the piece (a glyph is about 0.55 em wide).
                  const room = Math.floor(placement.widthIn / (font * 0.6))
                  const name = labels[placement.pieceId] ?? placement.pieceId
                  const label = name.length > room ? `${name.slice(0, Math.max(1, room - 1))}…` : name
                  const fits = room >= 10 && placement.heightIn > font * 3
                  return (
                    <g key={`${placement.pieceId}-${placement.copy}`}>
                      <rect
                        x={placement.x}
                        y={placement.y}
                        width={placement.widthIn}
                        height={placement.heightIn}
                        className="fill-accent-100 stroke-brand-800 print:fill-white print:stroke-black"
                        strokeWidth={0.35}
                      />
                      {fits && (
                        <text
                          x={placement.x + placement.widthIn / 2}
                          y={placement.y + placement.heightIn / 2}
                          fontSize={font}
                          textAnchor="middle"
                          className="fill-slate-900"
                        >
                          <tspan x={placement.x + placement.widthIn / 2} dy={-font * 0.2}>
                            {label}
                          </tspan>
                          <tspan
                            x={placement.x + placement.widthIn / 2}
                            dy={font * 1.2}
                            fontSize={font * 0.85}
                          >
                            {inches(placement.widthIn)} × {inches(placement.heightIn)}
                            {placement.rotated ? ' ↻' : ''}
                          </tspan>
                        </text>
                      )}
                    </g>
                  )
                })}
            </g>
          )
        })}
      </svg>
    </div>
  )
}
