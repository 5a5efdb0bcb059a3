import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { gunzipSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { jsonAnswer } from '../http/json-answer.ts'
import { compressWhenAccepted } from './compress.ts'

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `e${i}`, name: `Estimate ${i}` }))

function app() {
  return new Hono()
    .use(compressWhenAccepted())
    .get('/small', (c) => c.json({ conflicts: [], completed: [] }))
    .get('/rows/:count', (c) => {
      c.header('Set-Cookie', 'session=a; Path=/', { append: true })
      c.header('Set-Cookie', 'theme=b; Path=/', { append: true })
      return c.json({ documents: rows(Number(c.req.param('count'))) })
    })
    .get('/answer/:count', (c) =>
      jsonAnswer(c, JSON.stringify({ documents: rows(Number(c.req.param('count'))) }), 201),
    )
    .get('/page', (c) => c.html(`<p>${'Southern Shield '.repeat(200)}</p>`))
    .get('/stream', (c) => streamSSE(c, (stream) => stream.writeSSE({ data: 'x'.repeat(2000) })))
}

const get = (path: string, encoding?: string) =>
  app().request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} })

async function bytes(res: Response) {
  return Buffer.from(await res.arrayBuffer())
}

describe('compressWhenAccepted', () => {
  it('gzips a JSON answer in one piece, with its compressed length, headers kept', async () => {
    const res = await get('/rows/100', 'gzip, deflate, br')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.getSetCookie()).toEqual(['session=a; Path=/', 'theme=b; Path=/'])
    const body = await bytes(res)
    expect(res.headers.get('content-length')).toBe(String(body.byteLength))
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ documents: rows(100) })
  })

  it('compresses a large JSON answer too, and deflates for a client that takes only deflate', async () => {
    const large = await get('/rows/5000', 'gzip')
    expect(JSON.parse(gunzipSync(await bytes(large)).toString())).toEqual({ documents: rows(5000) })
    const deflated = await get('/rows/100', 'gzip;q=0, deflate')
    expect(deflated.headers.get('content-encoding')).toBe('deflate')
    expect(JSON.parse(inflateSync(await bytes(deflated)).toString())).toEqual({ documents: rows(100) })
  })

  it('sends a small JSON answer, or one to a client that takes no compression, as it is', async () => {
    const small = await get('/small', 'gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ conflicts: [], completed: [] })
    for (const encoding of [undefined, 'identity', 'gzip;q=0, deflate;q=0']) {
      const res = await get('/rows/100', encoding)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(await res.json()).toEqual({ documents: rows(100) })
    }
  })

  it('takes an answer made with jsonAnswer as it is: compressed once, or small and plain', async () => {
    const large = await get('/answer/100', 'gzip')
    expect([large.status, large.headers.get('content-encoding')]).toEqual([201, 'gzip'])
    const body = await bytes(large)
    expect(large.headers.get('content-length')).toBe(String(body.byteLength))
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ documents: rows(100) })
    const small = await get('/answer/1', 'gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ documents: rows(1) })
  })

  it('leaves other answers to Hono’s compression, and an event stream alone', async () => {
    const page = await get('/page', 'gzip')
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(page)).toString()).toContain('Southern Shield')
    const stream = await get('/stream', 'gzip')
    expect(stream.headers.get('content-encoding')).toBeNull()
  })
})
