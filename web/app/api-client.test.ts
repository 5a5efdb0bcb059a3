import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError, apiRequest } from './api-client.ts'

const answer = (status: number, body: unknown, statusText = 'Status text') =>
  vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText }),
  )

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends cookies and JSON, and returns the JSON answer', async () => {
    const fetch = answer(200, { ok: true })
    vi.stubGlobal('fetch', fetch)
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
  })

  it('reads a failure’s message, then its error, then the status text', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'From message', error: 'From error', code: 'invalidInput' }),
    )
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 400,
      message: 'From message',
      code: 'invalidInput',
    })

    vi.stubGlobal('fetch', answer(409, { error: 'From error' }))
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ message: 'From error' })

    vi.stubGlobal('fetch', answer(502, '<html>bad gateway</html>', 'Bad Gateway'))
    const failure = apiRequest('GET', '/api/x')
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' })
  })

  it('tells a request that never reached the server from a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(apiRequest('GET', '/api/user')).rejects.toBeInstanceOf(NetworkError)
  })
})
