/*
 * Just enough EXIF to keep a photo's capture time: read DateTimeOriginal (or DateTimeDigitized, or
 * DateTime) from a JPEG, and write a minimal EXIF segment holding it. Canvas encoding drops all
 * metadata, and the bytes are what travel to other devices, so the time has to live inside them.
 * Hand-written rather than exifr: its smallest build is ~29 KB minified and it cannot write.
 *
 * Times are "YYYY-MM-DDTHH:MM:SS" without a zone, because EXIF records the camera's wall-clock time.
 */

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const APP1 = 0xe1
/** "Exif\0\0", which opens an EXIF APP1 segment's data. */
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]

const TAG_DATE_TIME = 0x0132
const TAG_EXIF_IFD = 0x8769
const TAG_EXIF_VERSION = 0x9000
const TAG_DATE_TIME_ORIGINAL = 0x9003
const TAG_DATE_TIME_DIGITIZED = 0x9004

const TYPE_ASCII = 2
const TYPE_LONG = 4
const TYPE_UNDEFINED = 7
const TYPE_IFD = 13

/** A JPEG marker segment before the image data: `start` is its 0xFF, its data runs from start + 4 to `end`. */
interface Segment {
  marker: number
  start: number
  end: number
}

/**
 * The marker segments up to the start of scan. Stops quietly at anything malformed, so a truncated or
 * corrupt file yields the segments that were intact.
 */
function* headerSegments(bytes: Uint8Array): Generator<Segment> {
  if (bytes.length < 2 || bytes[0] !== 0xff || bytes[1] !== SOI) return
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return
    // Any number of 0xFF fill bytes may precede a marker.
    let markerAt = at + 1
    while (markerAt < bytes.length && bytes[markerAt] === 0xff) markerAt++
    const marker = bytes[markerAt]
    if (marker === undefined || marker === 0x00 || marker === SOS || marker === EOI) return
    // TEM and RST have no length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at = markerAt + 1
      continue
    }
    if (markerAt + 2 >= bytes.length) return
    const length = (bytes[markerAt + 1]! << 8) | bytes[markerAt + 2]!
    const end = markerAt + 1 + length
    if (length < 2 || end > bytes.length) return
    yield { marker, start: markerAt - 1, end }
    at = end
  }
}

function isExifSegment(bytes: Uint8Array, segment: Segment): boolean {
  if (segment.marker !== APP1 || segment.end - segment.start < 4 + EXIF_HEADER.length) return false
  return EXIF_HEADER.every((byte, i) => bytes[segment.start + 4 + i] === byte)
}

/** The capture time recorded in a JPEG's EXIF, or null when there is none (or the bytes are not a readable JPEG). */
export function readCaptureTime(bytes: Uint8Array): string | null {
  for (const segment of headerSegments(bytes)) {
    if (!isExifSegment(bytes, segment)) continue
    const time = readTiffTime(bytes.subarray(segment.start + 4 + EXIF_HEADER.length, segment.end))
    if (time) return time
  }
  return null
}

interface IfdEntry {
  type: number
  count: number
  /** Where the entry's 4-byte value-or-offset field sits in the TIFF data. */
  field: number
}

function readTiffTime(tiff: Uint8Array): string | null {
  if (tiff.length < 8) return null
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength)
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) return null
  const littleEndian = order === 0x4949
  if (view.getUint16(2, littleEndian) !== 42) return null

  const ifd0 = readIfd(view, view.getUint32(4, littleEndian), littleEndian)
  const pointer = ifd0.get(TAG_EXIF_IFD)
  const exifIfd =
    pointer && (pointer.type === TYPE_LONG || pointer.type === TYPE_IFD) && pointer.count === 1
      ? readIfd(view, view.getUint32(pointer.field, littleEndian), littleEndian)
      : new Map<number, IfdEntry>()
  return (
    readTime(view, exifIfd.get(TAG_DATE_TIME_ORIGINAL), littleEndian) ??
    readTime(view, exifIfd.get(TAG_DATE_TIME_DIGITIZED), littleEndian) ??
    readTime(view, ifd0.get(TAG_DATE_TIME), littleEndian)
  )
}

/** The entries of the IFD at `offset`; none when the IFD does not lie wholly inside the data (it is corrupt). */
function readIfd(view: DataView, offset: number, littleEndian: boolean): Map<number, IfdEntry> {
  const entries = new Map<number, IfdEntry>()
  if (offset < 8 || offset + 2 > view.byteLength) return entries
  const count = view.getUint16(offset, littleEndian)
  if (offset + 2 + count * 12 > view.byteLength) return entries
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12
    const tag = view.getUint16(at, littleEndian)
    entries.set(tag, {
      type: view.getUint16(at + 2, littleEndian),
      count: view.getUint32(at + 4, littleEndian),
      field: at + 8,
    })
  }
  return entries
}

function readTime(view: DataView, entry: IfdEntry | undefined, littleEndian: boolean): string | null {
  if (!entry || entry.type !== TYPE_ASCII || entry.count === 0 || entry.count > 64) return null
  const start = entry.count <= 4 ? entry.field : view.getUint32(entry.field, littleEndian)
  if (start + entry.count > view.byteLength) return null
  let text = ''
  for (let i = 0; i < entry.count; i++) {
    const code = view.getUint8(start + i)
    if (code === 0) break
    text += String.fromCharCode(code)
  }
  return parseExifTime(text)
}

interface TimeParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The standard form is "YYYY:MM:DD HH:MM:SS"; some software writes dashes or slashes in the date. */
const EXIF_TIME = /^(\d{4})[:/-](\d{2})[:/-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/
const CAPTURE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/

/** The numbers of a matched time, or null when they name no real moment (cameras write zeros or blanks for unknown). */
function timeParts(match: RegExpExecArray | null): TimeParts | null {
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return null
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  // Rejects month 0 or 13, day 0, 31 April, 29 February of a common year.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day, hour, minute, second }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

function formatCaptureTime(t: TimeParts): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`
}

function parseExifTime(text: string): string | null {
  const parts = timeParts(EXIF_TIME.exec(text.trim()))
  return parts && formatCaptureTime(parts)
}

/** A moment as a capture time in this device's zone, as a camera would record it. */
export function toCaptureTime(date: Date): string | null {
  const year = date.getFullYear()
  if (Number.isNaN(year) || year < 1 || year > 9999) return null
  return formatCaptureTime({
    year,
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  })
}

/** Bytes of an EXIF ASCII date: "YYYY:MM:DD HH:MM:SS" and its NUL. */
const EXIF_TIME_LENGTH = 20

/**
 * A minimal EXIF APP1 segment (big-endian TIFF): IFD0 holds DateTime and the pointer to an Exif IFD,
 * which holds ExifVersion (required by the standard) and DateTimeOriginal.
 */
function exifSegment(time: TimeParts): Uint8Array<ArrayBuffer> {
  const ascii = `${pad(time.year, 4)}:${pad(time.month)}:${pad(time.day)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}\0`
  const ifd0 = 8
  const ifd0Entries = 2
  const ifd0Time = ifd0 + 2 + ifd0Entries * 12 + 4
  const exifIfd = ifd0Time + EXIF_TIME_LENGTH
  const exifEntries = 2
  const exifTime = exifIfd + 2 + exifEntries * 12 + 4
  const tiffLength = exifTime + EXIF_TIME_LENGTH

  const headerLength = 4 + EXIF_HEADER.length
  const segment = new Uint8Array(headerLength + tiffLength)
  const view = new DataView(segment.buffer)
  view.setUint16(0, 0xff00 | APP1)
  view.setUint16(2, segment.length - 2)
  segment.set(EXIF_HEADER, 4)

  const tiff = new DataView(segment.buffer, headerLength)
  tiff.setUint16(0, 0x4d4d)
  tiff.setUint16(2, 42)
  tiff.setUint32(4, ifd0)
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.setUint16(at, tag)
    tiff.setUint16(at + 2, type)
    tiff.setUint32(at + 4, count)
    tiff.setUint32(at + 8, value)
  }
  const writeAscii = (at: number) => {
    for (let i = 0; i < ascii.length; i++) tiff.setUint8(at + i, ascii.charCodeAt(i))
  }

  // Entries in ascending tag order; each IFD ends with a zero "next IFD" offset (already zero).
  tiff.setUint16(ifd0, ifd0Entries)
  entry(ifd0 + 2, TAG_DATE_TIME, TYPE_ASCII, EXIF_TIME_LENGTH, ifd0Time)
  entry(ifd0 + 14, TAG_EXIF_IFD, TYPE_LONG, 1, exifIfd)
  writeAscii(ifd0Time)
  tiff.setUint16(exifIfd, exifEntries)
  entry(exifIfd + 2, TAG_EXIF_VERSION, TYPE_UNDEFINED, 4, 0x30323332) // "0232", inline
  entry(exifIfd + 14, TAG_DATE_TIME_ORIGINAL, TYPE_ASCII, EXIF_TIME_LENGTH, exifTime)
  writeAscii(exifTime)
  return segment
}

/**
 * The JPEG with `takenAt` ("YYYY-MM-DDTHH:MM:SS") as its EXIF capture time, in a new segment right after
 * SOI. Any EXIF segment it had is dropped, so there is one answer to "when was this taken".
 * Throws a RangeError when `jpeg` does not start like a JPEG or `takenAt` is not a valid time.
 */
export function writeCaptureTime(jpeg: Uint8Array, takenAt: string): Uint8Array<ArrayBuffer> {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new RangeError('Not a JPEG')
  const time = timeParts(CAPTURE_TIME.exec(takenAt))
  if (!time) throw new RangeError(`Not a capture time: ${takenAt}`)

  const dropped = [...headerSegments(jpeg)].filter((segment) => isExifSegment(jpeg, segment))
  const exif = exifSegment(time)
  const droppedLength = dropped.reduce((sum, segment) => sum + segment.end - segment.start, 0)
  const out = new Uint8Array(jpeg.length - droppedLength + exif.length)
  out.set(jpeg.subarray(0, 2), 0)
  out.set(exif, 2)
  let written = 2 + exif.length
  let from = 2
  for (const segment of dropped) {
    out.set(jpeg.subarray(from, segment.start), written)
    written += segment.start - from
    from = segment.end
  }
  out.set(jpeg.subarray(from), written)
  return out
}
