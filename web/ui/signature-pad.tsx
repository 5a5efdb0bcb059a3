import { Trans, useLingui } from '@lingui/react/macro'
import { Eraser, Type } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from './button.tsx'
import { cn } from './cn.ts'

/*
 * A signature drawn with a finger, a pen or a mouse (pointer events, so all three alike), given as a
 * PNG data URL like signature_pad gives it. Strokes are kept in the box's own proportions and drawn
 * again when its size changes (a phone turned sideways). Whoever cannot draw — with a keyboard, with
 * a screen reader — signs with the name they typed, written into the box.
 */

type Point = [x: number, y: number]

/** The signature: strokes in fractions of the box, or the typed name written out. */
type Ink = { strokes: Point[][] } | { typed: string }

const EMPTY: Ink = { strokes: [] }
const INK_COLOR = '#0f172a'

function draw(canvas: HTMLCanvasElement, ink: Ink): void {
  const context = canvas.getContext('2d')
  if (!context) return
  const { width, height } = canvas
  context.clearRect(0, 0, width, height)
  context.strokeStyle = INK_COLOR
  context.fillStyle = INK_COLOR
  context.lineCap = 'round'
  context.lineJoin = 'round'
  context.lineWidth = Math.max(2, width / 300)
  if ('typed' in ink) {
    const size = Math.min(height * 0.45, (width * 1.6) / Math.max(ink.typed.length, 8))
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive, serif`
    context.textBaseline = 'middle'
    context.fillText(ink.typed, width * 0.05, height * 0.55, width * 0.9)
    return
  }
  for (const stroke of ink.strokes) {
    const [first, ...rest] = stroke
    if (!first) continue
    context.beginPath()
    context.moveTo(first[0] * width, first[1] * height)
    if (rest.length === 0) context.lineTo(first[0] * width + 0.1, first[1] * height)
    // Through the midpoints between samples: a smooth line rather than a polygon.
    rest.forEach((point, index) => {
      const next = rest[index + 1]
      const [x, y] = next ? [(point[0] + next[0]) / 2, (point[1] + next[1]) / 2] : point
      context.quadraticCurveTo(point[0] * width, point[1] * height, x * width, y * height)
    })
    context.stroke()
  }
}

const hasInk = (ink: Ink) => ('typed' in ink ? ink.typed.trim() !== '' : ink.strokes.length > 0)

export function SignaturePad({
  typedName,
  onChange,
  error,
  errorId,
}: {
  /** The name typed in the form: what "sign with my typed name" writes. */
  typedName: string
  /** The PNG data URL, or '' once cleared. */
  onChange: (signature: string) => void
  error?: string
  errorId?: string
}) {
  const { t } = useLingui()
  const hintId = useId()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // The ink changes with every pointer sample: kept aside, the state only says whether there is any.
  const ink = useRef<Ink>(EMPTY)
  const stroke = useRef<Point[] | null>(null)
  const [signed, setSigned] = useState(false)

  // The bitmap follows the box's size (at the screen's density, at most 2× to keep the PNG small).
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const observer = new ResizeObserver(() => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2)
      canvas.width = Math.round(canvas.clientWidth * ratio)
      canvas.height = Math.round(canvas.clientHeight * ratio)
      draw(canvas, ink.current)
    })
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [])

  const commit = (next: Ink) => {
    ink.current = next
    setSigned(hasInk(next))
    const canvas = canvasRef.current
    if (!canvas) return
    draw(canvas, next)
    onChange(hasInk(next) ? canvas.toDataURL('image/png') : '')
  }
  const pointOf = (canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point => {
    const box = canvas.getBoundingClientRect()
    return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height]
  }
  const endStroke = () => {
    if (!stroke.current) return
    stroke.current = null
    commit(ink.current)
  }

  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-800" aria-hidden>
        <Trans>Signature</Trans>
      </p>
      <p id={hintId} className="text-xs text-slate-500">
        <Trans>
          Sign in the box with a finger, a pen or the mouse. If you cannot draw, sign with the name you typed
          above.
        </Trans>
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={signed ? t`Signature box, signed` : t`Signature box, empty`}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className={cn(
          'h-44 w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed bg-white',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        onPointerDown={(event) => {
          if (event.button !== 0) return
          const canvas = event.currentTarget
          canvas.setPointerCapture(event.pointerId)
          stroke.current = [pointOf(canvas, event)]
          // Drawing over a typed name starts the signature afresh.
          const before = 'strokes' in ink.current ? ink.current.strokes : []
          ink.current = { strokes: [...before, stroke.current] }
          draw(canvas, ink.current)
        }}
        onPointerMove={(event) => {
          if (!stroke.current) return
          const canvas = event.currentTarget
          // Coalesced events: every sample a fast pen gave since the last frame.
          for (const sample of event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent])
            stroke.current.push(pointOf(canvas, sample))
          draw(canvas, ink.current)
        }}
        onPointerUp={endStroke}
        onPointerCancel={endStroke}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={!signed} onClick={() => commit(EMPTY)}>
          <Eraser aria-hidden />
          <Trans>Clear the signature</Trans>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={typedName.trim().length < 2}
          onClick={() => commit({ typed: typedName.trim() })}
        >
          <Type aria-hidden />
          <Trans>Sign with my typed name</Trans>
        </Button>
      </div>
    </div>
  )
}
