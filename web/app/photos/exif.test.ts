import { describe, expect, it } from 'vitest'
import { readCaptureTime, toCaptureTime, writeCaptureTime } from './exif.ts'

/*
 * Sample files are built here byte by byte, independently of the writer, so the reader is checked
 * against EXIF laid out the way cameras lay it out, in both byte orders.
 */

type Order = 'II' | 'MM'
interface Entry {
  tag: number
  type: number
  count: number
  /** An inline value, or bytes stored after the IFDs. */
  value: number | Uint8Array
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))
const dateEntry = (tag: number, text: string): Entry => {
  const bytes = ascii(`${text}\0`)
  return { tag, type: 2, count: bytes.length, value: bytes }
}

/** A TIFF block: IFD0 at 8, then the Exif IFD (pointed to by 0x8769 when given), then out-of-line values. */
function tiff(order: Order, ifd0: Entry[], exif?: Entry[]): Uint8Array {
  const le = order === 'II'
  const ifdSize = (entries: Entry[]) => 2 + entries.length * 12 + 4
  const ifd0Entries = exif ? [...ifd0, { tag: 0x8769, type: 4, count: 1, value: 0 }] : ifd0
  ifd0Entries.sort((a, b) => a.tag - b.tag)
  const exifAt = 8 + ifdSize(ifd0Entries)
  let dataAt = exifAt + (exif ? ifdSize(exif) : 0)
  const out = new Uint8Array(512)
  const view = new DataView(out.buffer)
  out.set(ascii(order), 0)
  view.setUint16(2, 42, le)
  view.setUint32(4, 8, le)
  const writeIfd = (at: number, entries: Entry[]) => {
    view.setUint16(at, entries.length, le)
    entries.forEach((entry, i) => {
      const e = at + 2 + i * 12
      view.setUint16(e, entry.tag, le)
      view.setUint16(e + 2, entry.type, le)
      view.setUint32(e + 4, entry.count, le)
      if (entry.tag === 0x8769) view.setUint32(e + 8, exifAt, le)
      else if (typeof entry.value === 'number') view.setUint32(e + 8, entry.value, le)
      else if (entry.value.length <= 4) out.set(entry.value, e + 8)
      else {
        view.setUint32(e + 8, dataAt, le)
        out.set(entry.value, dataAt)
        dataAt += entry.value.length + (entry.value.length % 2)
      }
    })
  }
  writeIfd(8, ifd0Entries)
  if (exif) writeIfd(exifAt, exif)
  return out.slice(0, dataAt)
}

function segment(marker: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + data.length)
  out.set([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff])
  out.set(data, 4)
  return out
}

const exifApp1 = (block: Uint8Array) => segment(0xe1, concat(ascii('Exif\0\0'), block))
const jfifApp0 = segment(0xe0, concat(ascii('JFIF\0'), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0])))
const xmpApp1 = segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'))
/** Stands in for the tables, frame header, scan and EOI; the reader stops at SOS. */
const imageData = concat(
  segment(0xdb, new Uint8Array(65)),
  segment(0xc0, new Uint8Array([8, 0, 2, 0, 2, 1, 1, 0x11, 0])),
  segment(0xda, new Uint8Array([1, 1, 0, 0, 0x3f, 0])),
  new Uint8Array([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]),
)

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const jpeg = (...segments: Uint8Array[]) => concat(new Uint8Array([0xff, 0xd8]), ...segments, imageData)

const cameraExif = (order: Order) =>
  tiff(
    order,
    [dateEntry(0x0132, '2024:06:01 09:00:00')],
    [dateEntry(0x9003, '2024:05:31 17:45:09'), dateEntry(0x9004, '2024:05:31 17:45:10')],
  )

describe('readCaptureTime', () => {
  it('reads DateTimeOriginal from big-endian EXIF', () => {
    expect(readCaptureTime(jpeg(exifApp1(cameraExif('MM')), jfifApp0))).toBe('2024-05-31T17:45:09')
  })

  it('reads DateTimeOriginal from little-endian EXIF', () => {
    expect(readCaptureTime(jpeg(exifApp1(cameraExif('II'))))).toBe('2024-05-31T17:45:09')
  })

  it('finds the EXIF segment behind JFIF and XMP segments', () => {
    expect(readCaptureTime(jpeg(jfifApp0, xmpApp1, exifApp1(cameraExif('II'))))).toBe('2024-05-31T17:45:09')
  })

  it('returns null for a JPEG without EXIF', () => {
    expect(readCaptureTime(jpeg(jfifApp0, xmpApp1))).toBeNull()
  })

  it('falls back to DateTimeDigitized, then to DateTime in IFD0', () => {
    const digitized = tiff(
      'MM',
      [dateEntry(0x0132, '2024:06:01 09:00:00')],
      [dateEntry(0x9004, '2024:05:31 17:45:10')],
    )
    expect(readCaptureTime(jpeg(exifApp1(digitized)))).toBe('2024-05-31T17:45:10')
    const ifd0Only = tiff('II', [dateEntry(0x0132, '2024:06:01 09:00:00')])
    expect(readCaptureTime(jpeg(exifApp1(ifd0Only)))).toBe('2024-06-01T09:00:00')
  })

  it('skips the blanks and zeros cameras write for an unknown time', () => {
    for (const unknown of [
      '0000:00:00 00:00:00',
      '    :  :     :  :  ',
      '2023:02:29 10:00:00',
      '2024:01:01 24:00:00',
    ]) {
      const block = tiff('MM', [dateEntry(0x0132, '2024:06:01 09:00:00')], [dateEntry(0x9003, unknown)])
      expect(readCaptureTime(jpeg(exifApp1(block)))).toBe('2024-06-01T09:00:00')
    }
  })

  it('accepts dashes in the date, as some software writes', () => {
    const block = tiff('II', [], [dateEntry(0x9003, '2024-05-31 17:45:09')])
    expect(readCaptureTime(jpeg(exifApp1(block)))).toBe('2024-05-31T17:45:09')
  })

  it('ignores a date that is not ASCII', () => {
    const block = tiff('II', [], [{ tag: 0x9003, type: 7, count: 20, value: ascii('2024:05:31 17:45:09\0') }])
    expect(readCaptureTime(jpeg(exifApp1(block)))).toBeNull()
  })

  it('returns null for bytes that are not a JPEG', () => {
    expect(readCaptureTime(new Uint8Array())).toBeNull()
    expect(readCaptureTime(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull()
    // A bare TIFF is not looked into: only JPEGs come through here.
    expect(readCaptureTime(cameraExif('II'))).toBeNull()
  })

  it('never throws on a truncated file', () => {
    const whole = jpeg(jfifApp0, exifApp1(cameraExif('MM')))
    for (let length = 0; length < whole.length; length++) {
      const time = readCaptureTime(whole.subarray(0, length))
      expect([null, '2024-05-31T17:45:09']).toContain(time)
    }
  })

  it('returns null for a segment whose length runs past the end of the file', () => {
    const whole = jpeg(exifApp1(cameraExif('MM')))
    whole[4] = 0xff // APP1 length high byte: now ~65 KB
    expect(readCaptureTime(whole)).toBeNull()
  })

  it('returns null when offsets inside the EXIF point out of it', () => {
    const block = cameraExif('II')
    const view = new DataView(block.buffer)
    const broken = [
      () => view.setUint32(4, 0xfffffff0, true), // IFD0 offset
      () => view.setUint16(8, 0xffff, true), // IFD0 entry count
      () => block.set(ascii('XX'), 0), // byte order
      () => view.setUint16(2, 43, true), // magic number
    ]
    expect(readCaptureTime(jpeg(exifApp1(block)))).toBe('2024-05-31T17:45:09')
    for (const breakIt of broken) {
      const intact = block.slice()
      breakIt()
      expect(readCaptureTime(jpeg(exifApp1(block)))).toBeNull()
      block.set(intact)
    }
  })

  it('returns null when the date string lies outside the segment', () => {
    const block = tiff('MM', [], [dateEntry(0x9003, '2024:05:31 17:45:09')])
    // The Exif IFD's single entry: point its value past the end.
    const exifAt = new DataView(block.buffer).getUint32(8 + 2 + 8, false)
    new DataView(block.buffer).setUint32(exifAt + 2 + 8, block.length - 4, false)
    expect(readCaptureTime(jpeg(exifApp1(block)))).toBeNull()
  })

  it('never throws on random bytes after a JPEG header', () => {
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) & 0xff
    for (let run = 0; run < 200; run++) {
      const noise = Uint8Array.from({ length: 300 }, random)
      const block = cameraExif(run % 2 ? 'II' : 'MM')
      block.set(noise.subarray(0, 40), 8 + (run % 40))
      expect(() => readCaptureTime(jpeg(exifApp1(block)))).not.toThrow()
      expect(() => readCaptureTime(concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]), noise))).not.toThrow()
    }
  })
})

describe('writeCaptureTime', () => {
  const canvasJpeg = jpeg(jfifApp0)

  it('round-trips through readCaptureTime', () => {
    const written = writeCaptureTime(canvasJpeg, '2024-05-31T17:45:09')
    expect(readCaptureTime(written)).toBe('2024-05-31T17:45:09')
  })

  it('puts an EXIF segment right after SOI and keeps the rest of the file', () => {
    const written = writeCaptureTime(canvasJpeg, '2024-05-31T17:45:09')
    expect([...written.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1])
    const length = (written[4]! << 8) | written[5]!
    expect(String.fromCharCode(...written.subarray(6, 12))).toBe('Exif\0\0')
    expect(written.subarray(4 + length)).toEqual(canvasJpeg.subarray(2))
  })

  it('writes DateTimeOriginal in the Exif IFD and DateTime in IFD0', () => {
    const written = writeCaptureTime(canvasJpeg, '2024-05-31T17:45:09')
    const text = String.fromCharCode(...written.subarray(0, 120))
    expect(text.match(/2024:05:31 17:45:09\0/g)).toHaveLength(2)
    // With IFD0's DateTime wiped, the time must come from the Exif IFD.
    const withoutDateTime = written.slice()
    withoutDateTime.set(ascii('0000'), text.indexOf('2024:05:31'))
    expect(readCaptureTime(withoutDateTime)).toBe('2024-05-31T17:45:09')
    const withoutOriginal = written.slice()
    withoutOriginal.set(ascii('0000'), text.lastIndexOf('2024:05:31'))
    expect(readCaptureTime(withoutOriginal)).toBe('2024-05-31T17:45:09')
  })

  it('replaces the EXIF the JPEG already had', () => {
    const written = writeCaptureTime(
      jpeg(jfifApp0, exifApp1(cameraExif('II')), xmpApp1),
      '2020-01-02T03:04:05',
    )
    expect(readCaptureTime(written)).toBe('2020-01-02T03:04:05')
    const text = String.fromCharCode(...written)
    expect(text.match(/Exif\0\0/g)).toHaveLength(1)
    expect(text).toContain('<x:xmpmeta/>')
    expect(text).toContain('JFIF')
  })

  it('refuses bytes that are not a JPEG and times that are not valid', () => {
    expect(() => writeCaptureTime(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), '2024-05-31T17:45:09')).toThrow(
      RangeError,
    )
    for (const time of ['2024-02-30T10:00:00', '2024-05-31 17:45:09', '2024-05-31T17:45', '']) {
      expect(() => writeCaptureTime(canvasJpeg, time)).toThrow(RangeError)
    }
  })
})

describe('toCaptureTime', () => {
  it("formats a moment in the device's zone", () => {
    expect(toCaptureTime(new Date(2024, 4, 31, 7, 5, 9))).toBe('2024-05-31T07:05:09')
    expect(toCaptureTime(new Date(999, 0, 1, 0, 0, 0))).toBe('0999-01-01T00:00:00')
  })

  it('returns null for an invalid date', () => {
    expect(toCaptureTime(new Date(Number.NaN))).toBeNull()
  })
})
