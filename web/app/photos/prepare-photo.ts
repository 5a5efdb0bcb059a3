import { ATTACHMENT_MAX_BYTES } from '../../../sync/protocol.ts'
import { readCaptureTime, toCaptureTime, writeCaptureTime } from './exif.ts'

export { readCaptureTime } from './exif.ts'

/** Long side of a stored photo: enough to read a window's details, small enough to sync on a phone connection. */
const PHOTO_MAX_SIDE = 2048

/*
 * JPEG rather than WebP: every browser's canvas encodes JPEG (Safari's encodes no WebP and silently
 * falls back to PNG), and a JPEG carries EXIF in a plain APP1 segment. Quality falls step by step
 * while the photo is over the server's limit; at 2048 px even the first step is rarely needed.
 */
const MIME = 'image/jpeg'
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45]

export type PhotoErrorCode = 'photoUnreadable' | 'photoTooLarge'

/** Why a photo could not be prepared; the UI translates the code. */
export class PhotoPrepareError extends Error {
  constructor(
    readonly code: PhotoErrorCode,
    options?: ErrorOptions,
  ) {
    super(`Photo not prepared: ${code}`, options)
    this.name = 'PhotoPrepareError'
  }
}

export interface PreparedPhoto {
  bytes: Uint8Array<ArrayBuffer>
  mime: 'image/jpeg' | 'image/webp'
  /** Local wall-clock time the photo was taken ("YYYY-MM-DDTHH:MM:SS"), also written into the bytes' EXIF. */
  takenAt: string | null
  width: number
  height: number
}

/** The size that fits `width` × `height` within `maxSide` on its long side, keeping the aspect ratio; never larger. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (!(width > 0 && height > 0 && maxSide > 0)) throw new RangeError('Sizes must be positive')
  const long = Math.max(width, height)
  if (long <= maxSide) return { width: Math.round(width), height: Math.round(height) }
  const scale = maxSide / long
  // The long side lands on maxSide exactly; the short side never rounds to nothing.
  return width >= height
    ? { width: maxSide, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: maxSide }
}

/**
 * Downscales a photo taken or picked on this device for storing and syncing: EXIF orientation applied,
 * long side at most PHOTO_MAX_SIDE, JPEG under the server's attachment limit, capture time kept in EXIF.
 * Re-encoding also drops the original's other metadata, such as its location.
 * Throws PhotoPrepareError.
 */
export async function preparePhoto(file: Blob & { lastModified?: number }): Promise<PreparedPhoto> {
  const original = new Uint8Array(await file.arrayBuffer())
  const lastModified = file.lastModified ?? 0
  const takenAt =
    readCaptureTime(original) ?? (lastModified > 0 ? toCaptureTime(new Date(lastModified)) : null)

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch (cause) {
    throw new PhotoPrepareError('photoUnreadable', { cause })
  }
  let drawn: Drawn
  try {
    drawn = drawDownscaled(bitmap)
  } finally {
    bitmap.close()
  }
  const { canvas, width, height } = drawn

  try {
    for (const quality of QUALITIES) {
      const jpeg = await encode(canvas, quality)
      const bytes = takenAt ? writeCaptureTime(jpeg, takenAt) : jpeg
      if (bytes.byteLength <= ATTACHMENT_MAX_BYTES) return { bytes, mime: MIME, takenAt, width, height }
    }
  } finally {
    release(canvas)
  }
  throw new PhotoPrepareError('photoTooLarge')
}

type Canvas = OffscreenCanvas | HTMLCanvasElement

interface Drawn {
  canvas: Canvas
  width: number
  height: number
}

function drawDownscaled(bitmap: ImageBitmap): Drawn {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIDE)
  // OffscreenCanvas can exist without a 2D context (older Safari); the DOM canvas always has one.
  const offscreen = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(width, height)
  const offscreenContext = offscreen?.getContext('2d') ?? null
  let canvas: Canvas
  let context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (offscreen && offscreenContext) {
    canvas = offscreen
    context = offscreenContext
  } else {
    const element = document.createElement('canvas')
    element.width = width
    element.height = height
    canvas = element
    context = element.getContext('2d')
  }
  if (!context) throw new PhotoPrepareError('photoUnreadable')
  // JPEG has no alpha: transparent pixels (a PNG screenshot) would otherwise turn black.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  return { canvas, width, height }
}

async function encode(canvas: Canvas, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob({ type: MIME, quality })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, MIME, quality))
  // A browser that cannot encode the type hands back a PNG instead; that would be mislabelled.
  if (!blob || blob.type !== MIME) throw new PhotoPrepareError('photoUnreadable')
  return new Uint8Array(await blob.arrayBuffer())
}

/** Frees the pixels now: iOS Safari caps the total canvas memory of a page and collects canvases late. */
function release(canvas: Canvas) {
  canvas.width = 0
  canvas.height = 0
}
