import { inflateSync } from 'node:zlib'

/*
 * The text of a PDF that pdfkit wrote, for tests to read what a document says. Its embedded fonts
 * write glyph numbers, not characters; each font's ToUnicode map turns them back. This reads what
 * pdfkit writes (a cross-reference table, Flate streams, ranges of arrays in the maps, text shown
 * with TJ), not PDFs in general.
 */

interface PdfObject {
  dict: string
  stream: string | null
}

function objectsOf(pdf: string): Map<string, PdfObject> {
  const xref = pdf.slice(pdf.lastIndexOf('\nxref\n') + 1).split('\n')
  const count = Number(/^0 (\d+)$/.exec(xref[1] ?? '')?.[1] ?? 0)
  const objects = new Map<string, PdfObject>()
  xref.slice(2, 2 + count).forEach((entry, id) => {
    if (!entry.startsWith('0') || !entry.includes(' n')) return
    const body = pdf.slice(Number(entry.slice(0, 10)))
    const streamAt = body.indexOf('stream\n')
    const isStream = streamAt >= 0 && streamAt < body.indexOf('endobj')
    const dict = body.slice(0, isStream ? streamAt : body.indexOf('endobj'))
    let stream: string | null = null
    if (isStream) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1])
      const raw = Buffer.from(body.slice(streamAt + 7, streamAt + 7 + length), 'latin1')
      stream = (dict.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1')
    }
    objects.set(String(id), { dict, stream })
  })
  return objects
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)))

/** A ToUnicode map: glyph code (4 hex digits) → text. */
function toUnicode(cmap: string): Map<string, string> {
  const codes = new Map<string, string>()
  for (const [, first, values] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const start = parseInt(first!, 16)
    ;[...values!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, value], index) =>
      codes.set((start + index).toString(16).padStart(4, '0'), utf16(value!)),
    )
  }
  return codes
}

/** Every run of text the pages show, in the order written, one run per line of text. */
export function pdfText(bytes: Uint8Array): string[] {
  const objects = objectsOf(Buffer.from(bytes).toString('latin1'))
  const fonts = new Map<string, Map<string, string> | null>()
  for (const { dict } of objects.values())
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dict ?? '')?.[1]
      fonts.set(name!, map ? toUnicode(objects.get(map)?.stream ?? '') : null)
    }
  const runs: string[] = []
  for (const { dict } of objects.values()) {
    const contents = /\/Contents (\d+) 0 R/.exec(dict)?.[1]
    if (!contents) continue
    let font: Map<string, string> | null = null
    const operators = /\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]<])*)\] TJ/gi
    for (const [, name, shown] of (objects.get(contents)?.stream ?? '').matchAll(operators)) {
      if (name) font = fonts.get(name) ?? null
      else
        runs.push(
          [...shown!.matchAll(/<([0-9a-f]*)>/gi)]
            .map(([, hex]) =>
              font
                ? (hex!.match(/.{4}/g) ?? []).map((code) => font!.get(code) ?? '').join('')
                : // A standard font (no fonts installed) shows its bytes as they are.
                  Buffer.from(hex!, 'hex').toString('latin1'),
            )
            .join(''),
        )
    }
  }
  return runs
}
