import { afterEach, describe, expect, it, vi } from 'vitest'
import { ATTACHMENT_MAX_BYTES } from '../../../sync/protocol.ts'
import { readCaptureTime, toCaptureTime, writeCaptureTime } from './exif.ts'
import { PhotoPrepareError, fitWithin, preparePhoto } from './prepare-photo.ts'

describe('fitWithin', () => {
  it('brings the long side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 })
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 })
    expect(fitWithin(4000, 4000, 2048)).toEqual({ width: 2048, height: 2048 })
    expect(fitWithin(4000, 2251, 2048)).toEqual({ width: 2048, height: 1153 })
  })

  it('never upscales', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(2048, 1000, 2048)).toEqual({ width: 2048, height: 1000 })
  })

  it('keeps at least one pixel on the short side of a thin panorama', () => {
    expect(fitWithin(20000, 3, 2048)).toEqual({ width: 2048, height: 1 })
    expect(fitWithin(3, 20000, 2048)).toEqual({ width: 1, height: 2048 })
  })

  it('refuses sizes that are not positive', () => {
    expect(() => fitWithin(0, 100, 2048)).toThrow(RangeError)
    expect(() => fitWithin(100, Number.NaN, 2048)).toThrow(RangeError)
    expect(() => fitWithin(100, 100, 0)).toThrow(RangeError)
  })
})

/*
 * The browser's decoder and canvas are stand-ins here (Playwright runs the real ones): these tests
 * check what preparePhoto asks of them and what it does with their answers.
 */

/** A JPEG-looking file of `size` bytes, as a canvas would encode. */
function encodedJpeg(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02], 0)
  bytes.set([0xff, 0xd9], size - 2)
  return bytes
}

interface Fakes {
  bitmap: { width: number; height: number; close: ReturnType<typeof vi.fn> }
  drawImage: ReturnType<typeof vi.fn>
  qualities: number[]
}

function fakeBrowser({
  width = 4032,
  height = 3024,
  sizeAt = () => 500_000,
  type = 'image/jpeg',
  offscreen = true,
}: {
  width?: number
  height?: number
  sizeAt?: (quality: number) => number
  type?: string
  offscreen?: boolean
} = {}): Fakes {
  const fakes: Fakes = { bitmap: { width, height, close: vi.fn() }, drawImage: vi.fn(), qualities: [] }
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: fakes.drawImage }
  const encode = (quality: number) => {
    fakes.qualities.push(quality)
    return new Blob([encodedJpeg(sizeAt(quality))], { type })
  }
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve(fakes.bitmap)),
  )
  if (offscreen) {
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          public width: number,
          public height: number,
        ) {}
        getContext = () => context
        convertToBlob = ({ quality }: { quality: number }) => Promise.resolve(encode(quality))
      },
    )
  } else {
    vi.stubGlobal('document', {
      createElement: () => ({
        width: 0,
        height: 0,
        getContext: () => context,
        toBlob: (done: (blob: Blob) => void, _type: string, quality: number) => done(encode(quality)),
      }),
    })
  }
  return fakes
}

const exifJpeg = (takenAt: string) =>
  new Blob([writeCaptureTime(encodedJpeg(1000), takenAt)], { type: 'image/jpeg' })

describe('preparePhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('decodes with EXIF orientation, scales down and keeps the capture time in the bytes', async () => {
    const fakes = fakeBrowser()
    const photo = await preparePhoto(exifJpeg('2024-05-31T17:45:09'))

    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' })
    expect(fakes.drawImage).toHaveBeenCalledWith(fakes.bitmap, 0, 0, 2048, 1536)
    expect(fakes.bitmap.close).toHaveBeenCalled()
    expect(fakes.qualities).toEqual([0.85])
    expect(photo).toMatchObject({
      mime: 'image/jpeg',
      takenAt: '2024-05-31T17:45:09',
      width: 2048,
      height: 1536,
    })
    expect(readCaptureTime(photo.bytes)).toBe('2024-05-31T17:45:09')
  })

  it('takes the capture time from lastModified when the file has no EXIF time', async () => {
    fakeBrowser({ width: 1000, height: 800 })
    const lastModified = new Date(2024, 0, 2, 3, 4, 5).getTime()
    const file = new File([encodedJpeg(1000)], 'photo.jpg', { type: 'image/jpeg', lastModified })
    const photo = await preparePhoto(file)

    expect(photo).toMatchObject({ takenAt: toCaptureTime(new Date(lastModified)), width: 1000, height: 800 })
    expect(readCaptureTime(photo.bytes)).toBe('2024-01-02T03:04:05')
  })

  it('writes no EXIF when the time is unknown', async () => {
    fakeBrowser({ sizeAt: () => 5000 })
    const photo = await preparePhoto(new Blob([encodedJpeg(1000)], { type: 'image/png' }))

    expect(photo.takenAt).toBeNull()
    expect(photo.bytes).toEqual(encodedJpeg(5000))
  })

  it('lowers the quality until the photo fits the attachment limit', async () => {
    const fakes = fakeBrowser({
      sizeAt: (quality) => (quality > 0.7 ? ATTACHMENT_MAX_BYTES + 1 : ATTACHMENT_MAX_BYTES - 200),
    })
    const photo = await preparePhoto(exifJpeg('2024-05-31T17:45:09'))

    expect(fakes.qualities).toEqual([0.85, 0.75, 0.65])
    expect(photo.bytes.byteLength).toBeLessThanOrEqual(ATTACHMENT_MAX_BYTES)
  })

  it('counts the EXIF segment against the limit', async () => {
    const fakes = fakeBrowser({ sizeAt: (quality) => (quality > 0.8 ? ATTACHMENT_MAX_BYTES - 10 : 1000) })
    await preparePhoto(exifJpeg('2024-05-31T17:45:09'))

    expect(fakes.qualities).toEqual([0.85, 0.75])
  })

  it('fails with photoTooLarge when even the lowest quality is over the limit', async () => {
    fakeBrowser({ sizeAt: () => ATTACHMENT_MAX_BYTES + 1 })

    await expect(preparePhoto(exifJpeg('2024-05-31T17:45:09'))).rejects.toMatchObject({
      code: 'photoTooLarge',
    })
  })

  it('fails with photoUnreadable when the browser cannot decode the file', async () => {
    fakeBrowser()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('unsupported', 'InvalidStateError'))),
    )
    const failure = preparePhoto(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/heic' }))

    await expect(failure).rejects.toBeInstanceOf(PhotoPrepareError)
    await expect(failure).rejects.toMatchObject({ code: 'photoUnreadable' })
  })

  it('fails with photoUnreadable when the canvas hands back another type than JPEG', async () => {
    fakeBrowser({ type: 'image/png' })

    await expect(preparePhoto(exifJpeg('2024-05-31T17:45:09'))).rejects.toMatchObject({
      code: 'photoUnreadable',
    })
  })

  it('draws on a DOM canvas where there is no OffscreenCanvas', async () => {
    const fakes = fakeBrowser({ width: 1200, height: 5000, offscreen: false })
    const photo = await preparePhoto(exifJpeg('2024-05-31T17:45:09'))

    expect(fakes.drawImage).toHaveBeenCalledWith(fakes.bitmap, 0, 0, 492, 2048)
    expect(photo).toMatchObject({ width: 492, height: 2048, takenAt: '2024-05-31T17:45:09' })
  })
})
