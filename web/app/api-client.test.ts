import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError, api, apiRequest, call } from './api-client.ts'

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

describe('the typed client', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('builds the route’s URL from its path, params and query, with cookies, JSON and headers', async () => {
    const fetch = answer(200, { orderNumber: 'SS-7K2M-Q9XD' })
    vi.stubGlobal('fetch', fetch)
    const order = await call(api.orders[':number'].$get({ param: { number: 'SS-7K2M-Q9XD' } }))
    expect(order.orderNumber).toBe('SS-7K2M-Q9XD')
    expect(fetch).toHaveBeenLastCalledWith('/api/orders/SS-7K2M-Q9XD', {
      method: 'GET',
      credentials: 'include',
      headers: {},
      body: undefined,
    })

    await call(api.admin.users.$get({ query: { page: '2', q: 'ann' } }))
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/admin/users?page=2&q=ann',
      expect.objectContaining({ method: 'GET' }),
    )

    await call(
      api.inventory.rolls[':id'].cuts.$post(
        { param: { id: 'r1' }, json: { id: 'e1', lengthFt: 3, reason: 'job' } },
        { headers: { 'Idempotency-Key': 'k1' } },
      ),
    )
    expect(fetch).toHaveBeenLastCalledWith('/api/inventory/rolls/r1/cuts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
      body: '{"id":"e1","lengthFt":3,"reason":"job"}',
    })
  })

  it('answers a route mounted at its feature’s root without an /index segment', async () => {
    const fetch = answer(200, { ok: true })
    vi.stubGlobal('fetch', fetch)
    await call(api.chat.$post({ json: { message: 'warranty', locale: 'en' } }))
    expect(fetch).toHaveBeenLastCalledWith('/api/chat', expect.objectContaining({ method: 'POST' }))
  })

  it('throws what apiRequest throws: ApiError with the code and fields, NetworkError when unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'Check', code: 'invalidInput', fieldErrors: { email: 'emailInvalid' } }),
    )
    await expect(
      call(api.login.$post({ json: { usernameOrEmail: 'a', password: 'b' } })),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalidInput',
      fieldErrors: { email: 'emailInvalid' },
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(call(api.user.$get())).rejects.toBeInstanceOf(NetworkError)
  })
})
