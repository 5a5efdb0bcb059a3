import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatLength as formatMeasured } from '../../../domain/estimator/measure.ts'
import type { Placement, RollPlan } from '../../../domain/estimator/roll-plan.ts'

/*
 * A roll plan as a drawing to cut from. The roll runs down the page, drawn in inches (the SVG's own
 * units). A long roll is cut into segments of whole feet, each its own small drawing, which wrap like
 * newspaper columns: side by side on a wide screen, one under the other on a phone or on paper, at a
 * scale where the text stays readable. Each segment has a ruler with a tick every foot, solid roll
 * edges, a dashed line where the roll runs on into the next segment and a solid line where the film
 * is cut off. Film that is thrown away is hatched. A drop of a seamed pane is named with its place
 * among the pane's drops ("Patio 1/2") and its seam edges are drawn dashed. Black on white when printed.
 *
 * The drawing has no words of its own: the caller passes the translated title and the windows' names.
 */

/** Inches left of each segment for the ruler, right of it, and above and below it. */
const RULER_IN = 9
const RIGHT_IN = 1
const MARGIN_IN = 3
/** Segments are at most this long (15 ft), and as even as whole feet allow. */
const MAX_SEGMENT_IN = 180
/** Screen pixels per inch of film: text of 11–13 px. A narrower screen scales a segment down. */
const PX_PER_IN = 5
/** Text size, inches of film. */
const LABEL_IN = 2.6
const SIZE_IN = 2.2
/** Average glyph width, in em, to judge whether a text fits a piece. */
const GLYPH_EM = 0.56

interface Segment {
  from: number
  to: number
}

function segmentsOf(lengthIn: number): { segments: Segment[]; segmentIn: number } {
  const count = Math.max(1, Math.ceil(lengthIn / MAX_SEGMENT_IN))
  const segmentIn = Math.max(12, Math.ceil(lengthIn / count / 12) * 12)
  const segments: Segment[] = []
  for (let from = 0; from < lengthIn || segments.length === 0; from += segmentIn)
    segments.push({ from, to: Math.min(lengthIn, from + segmentIn) })
  return { segments, segmentIn }
}

export function RollPlanDrawing({
  plan,
  labels = {},
  title,
  formatLength,
}: {
  plan: RollPlan
  /** Piece id → the window's name, shown on its pieces. */
  labels?: Readonly<Record<string, string>>
  /** What the drawing shows, for screen readers: translated by the caller. */
  title: string
  /** Inches as text; the locale's fractions of an inch by default (33 1/4″). */
  formatLength?: (inches: number) => string
}) {
  const { i18n } = useLingui()
  // useId's characters are not all safe in url(#…) references.
  const id = `roll${useId().replace(/[^\w-]/g, '')}`
  const format = formatLength ?? ((inches: number) => formatMeasured(inches, 'inches', i18n.locale))
  const width = plan.rollWidthIn
  // What is cut off the roll, which the plan rounds up to a tenth of a foot.
  const cutIn = Math.max(plan.linearFeet * 12, plan.lengthIn)
  const { segments, segmentIn } = segmentsOf(Math.max(cutIn, 12))
  const viewWidth = RULER_IN + width + RIGHT_IN
  const viewHeight = segmentIn + 2 * MARGIN_IN
  const drops = new Map(plan.seamed.map((seamed) => [seamed.pieceId, seamed.drops]))

  return (
    <div role="img" aria-label={title} className="flex flex-wrap items-start gap-x-6 gap-y-4">
      {segments.map((segment, index) => {
        const clip = `${id}-clip-${index}`
        const hatch = `${id}-waste-${index}`
        const shownTo = Math.min(segment.to, cutIn)
        return (
          <svg
            key={index}
            aria-hidden
            viewBox={`${-RULER_IN} ${segment.from - MARGIN_IN} ${viewWidth} ${viewHeight}`}
            width={viewWidth * PX_PER_IN}
            className="h-auto max-w-full break-inside-avoid"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
          >
            <defs>
              <pattern
                id={hatch}
                width={3}
                height={3}
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <line
                  x1={0}
                  y1={0}
                  x2={0}
                  y2={3}
                  className="stroke-slate-300 print:stroke-slate-500"
                  strokeWidth={0.4}
                />
              </pattern>
              <clipPath id={clip}>
                <rect x={0} y={segment.from} width={width} height={shownTo - segment.from} />
              </clipPath>
            </defs>
            <rect
              x={0}
              y={segment.from}
              width={width}
              height={shownTo - segment.from}
              fill={`url(#${hatch})`}
            />
            <Ruler segment={segment} />
            <g clipPath={`url(#${clip})`}>
              {plan.placements.map((placement, p) =>
                placement.y < segment.to && placement.y + placement.heightIn > segment.from ? (
                  <Piece
                    key={p}
                    placement={placement}
                    segment={segment}
                    label={
                      (labels[placement.pieceId] ?? placement.pieceId) +
                      (placement.drop === undefined
                        ? ''
                        : ` ${placement.drop + 1}/${drops.get(placement.pieceId)}`)
                    }
                    drops={drops.get(placement.pieceId) ?? 1}
                    format={format}
                  />
                ) : null,
              )}
            </g>
            <RollEdges
              width={width}
              segment={{ from: segment.from, to: shownTo }}
              start={index === 0}
              end={index === segments.length - 1}
            />
          </svg>
        )
      })}
    </div>
  )
}

/** A tick and the feet every foot, left of the roll. */
function Ruler({ segment }: { segment: Segment }) {
  const feet: number[] = []
  for (let y = Math.ceil(segment.from / 12) * 12; y <= segment.to; y += 12) feet.push(y)
  return (
    <g className="fill-slate-600 stroke-slate-500 print:fill-black print:stroke-black">
      <line
        x1={-2.5}
        x2={-2.5}
        y1={segment.from}
        y2={segment.to}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      {feet.map((y) => (
        <g key={y}>
          <line x1={-4.5} x2={-1} y1={y} y2={y} strokeWidth={1} vectorEffect="non-scaling-stroke" />
          <text x={-5.5} y={y} fontSize={SIZE_IN} textAnchor="end" dominantBaseline="central" stroke="none">
            {y / 12}′
          </text>
        </g>
      ))}
    </g>
  )
}

/** The roll's two edges; across it, a solid cut where the plan starts and ends, dashes where it runs on. */
function RollEdges({
  width,
  segment,
  start,
  end,
}: {
  width: number
  segment: Segment
  start: boolean
  end: boolean
}) {
  const edge = { strokeWidth: 1.5, vectorEffect: 'non-scaling-stroke' as const }
  const across = (y: number, cut: boolean) => (
    <line x1={0} x2={width} y1={y} y2={y} {...edge} strokeDasharray={cut ? undefined : '6 4'} />
  )
  return (
    <g className="stroke-slate-900 print:stroke-black" fill="none">
      <line x1={0} x2={0} y1={segment.from} y2={segment.to} {...edge} />
      <line x1={width} x2={width} y1={segment.from} y2={segment.to} {...edge} />
      {across(segment.from, start)}
      {across(segment.to, end)}
    </g>
  )
}

/** Width a text takes, inches of film. */
const textWidth = (text: string, size: number) => text.length * size * GLYPH_EM

/**
 * One cut piece: its outline, and as much of its name and cut size as fits, across the piece or, on a
 * tall narrow piece, along it. A piece that runs into the next segment has its size in the segment
 * that shows more of it and its name in both, so that no part of it is a blank box to the crew.
 */
function Piece({
  placement,
  segment,
  label,
  drops,
  format,
}: {
  placement: Placement
  segment: Segment
  label: string
  /** Drops of its pane: 1 when the pane is not seamed. */
  drops: number
  format: (inches: number) => string
}) {
  const { x, y, widthIn, heightIn, rotated } = placement
  const shownFrom = Math.max(y, segment.from)
  const shownTo = Math.min(y + heightIn, segment.to)
  const shown = shownTo - shownFrom
  const size = `${format(widthIn)} × ${format(heightIn)}${rotated ? ' ↻' : ''}`
  const showsSize = shown * 2 >= heightIn

  // Lay the text across the piece when it fits, else along it (reading upwards), else leave it out.
  const margin = 1.2
  const fitsIn = (room: number, depth: number) => ({
    name: textWidth(label, LABEL_IN) <= room ? label : null,
    size: showsSize && textWidth(size, SIZE_IN) <= room ? size : null,
    lines: Math.floor((depth - margin) / (LABEL_IN * 1.25)),
  })
  const across = fitsIn(widthIn - 2 * margin, shown)
  const along = fitsIn(shown - 2 * margin, widthIn)
  const acrossScore = Number(!!across.name) + Number(!!across.size)
  const alongScore = Number(!!along.name) + Number(!!along.size)
  const vertical = alongScore > acrossScore && along.lines >= 1
  const fit = vertical ? along : across
  const lines = [fit.name, fit.size]
    .filter((line): line is string => line !== null)
    .slice(0, Math.max(0, fit.lines))

  const cx = x + widthIn / 2
  const cy = shownFrom + shown / 2
  const lineHeight = LABEL_IN * 1.2
  return (
    <g>
      <title>{`${label}: ${size}`}</title>
      <rect
        x={x}
        y={y}
        width={widthIn}
        height={heightIn}
        className="fill-white stroke-slate-800 print:stroke-black"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      {placement.drop !== undefined && (
        <SeamEdges placement={placement} first={placement.drop === 0} last={placement.drop === drops - 1} />
      )}
      {lines.length > 0 && (
        <text
          transform={vertical ? `rotate(-90 ${cx} ${cy})` : undefined}
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-slate-900 print:fill-black"
        >
          {lines.map((line, index) => (
            <tspan
              key={index}
              x={cx}
              y={cy + (index - (lines.length - 1) / 2) * lineHeight}
              fontSize={line === fit.name ? LABEL_IN : SIZE_IN}
              fontWeight={line === fit.name ? 600 : 400}
            >
              {line}
            </tspan>
          ))}
        </text>
      )}
    </g>
  )
}

/**
 * The long edges of a drop that meet the next drop on the glass: the first drop's far edge, the last
 * one's near edge, both for a drop in between. A drop lies across the roll unless it is turned.
 */
function SeamEdges({ placement, first, last }: { placement: Placement; first: boolean; last: boolean }) {
  const { x, y, widthIn, heightIn, rotated } = placement
  const inset = 0.6
  const edges = rotated
    ? [
        !first && [x, y + inset, x + widthIn, y + inset],
        !last && [x, y + heightIn - inset, x + widthIn, y + heightIn - inset],
      ]
    : [
        !first && [x + inset, y, x + inset, y + heightIn],
        !last && [x + widthIn - inset, y, x + widthIn - inset, y + heightIn],
      ]
  return (
    <g className="stroke-amber-600 print:stroke-black" strokeWidth={2} strokeDasharray="5 3">
      {edges.map((edge, index) =>
        edge ? (
          <line
            key={index}
            x1={edge[0]}
            y1={edge[1]}
            x2={edge[2]}
            y2={edge[3]}
            vectorEffect="non-scaling-stroke"
          />
        ) : null,
      )}
    </g>
  )
}
