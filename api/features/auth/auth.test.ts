import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS, type AuthErrorCode } from '../../../domain/auth/errors.ts'
import { DEMO_PASSWORD, seed } from '../../db/seed.ts'
import { countAccountRows, createClient, signIn, tokenFromMail } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { loginDelayMs } from './rate-limit.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

function seededApp(options?: Parameters<typeof createTestApp>[0]) {
  const t = createTestApp(options)
  seed(t.db)
  return t
}

const newAccount = {
  username: 'Jane.Doe',
  email: 'Jane@Example.com',
  password: 'a-long-password',
  confirmPassword: 'a-long-password',
  userType: 'homeowner',
}

async function expectError(res: Response, status: number, code: AuthErrorCode) {
  expect(res.status).toBe(status)
  const body = (await res.json()) as { message: string; code: string; fieldErrors?: Record<string, string> }
  expect(body).toMatchObject({ message: AUTH_ERRORS[code], code })
  return body
}

function sessionRows(t: TestApp) {
  return t.db.prepare('SELECT id, user_id AS userId, expires_at AS expiresAt FROM sessions').all() as {
    id: string
    userId: string
    expiresAt: string
  }[]
}

describe('GET /api/user', () => {
  it('answers 401 with the not-signed-in message when signed out', async () => {
    const t = seededApp()
    const res = await createClient(t.app).get('/api/user')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated', code: 'notAuthenticated' })
  })

  it('finds the session cookie among the others a browser sends, and only that one', async () => {
    const t = seededApp()
    const { token } = await signIn(t.app, 'installer')
    const user = (cookie: string) => t.app.request('/api/user', { headers: { Cookie: cookie } })
    for (const cookie of [`session=${token}`, `theme=dark; session=${token}; lang=es`, `a=1;session=${token}`]) {
      expect((await user(cookie)).status, cookie).toBe(200)
    }
    for (const cookie of [`xsession=${token}`, `session_old=${token}`, 'session=', `theme=session=${token}`]) {
      expect((await user(cookie)).status, cookie).toBe(401)
    }
  })

  it('answers the signed-in user in the shape the client reads', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'teamlead')
    const res = await client.get('/api/user')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const user = await res.json()
    expect(Object.keys(user).sort()).toEqual(
      [
        'emailVerifiedAt',
        'hasCompletedOnboarding',
        'hubId',
        'id',
        'isAdmin',
        'teamId',
        'userType',
        'username',
      ].sort(),
    )
    expect(user).toMatchObject({
      username: 'teamlead',
      userType: 'teamLead',
      isAdmin: false,
      hasCompletedOnboarding: true,
      hubId: 'atlanta',
      teamId: 'atlanta-1',
    })
  })
})

describe('POST /api/login', () => {
  it('signs in by username or email, in any case, and sets the session cookie', async () => {
    const t = seededApp()
    for (const usernameOrEmail of ['admin', 'ADMIN', ' Admin@Example.COM ']) {
      const client = createClient(t.app)
      const res = await client.post('/api/login', { usernameOrEmail, password: DEMO_PASSWORD })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ username: 'admin', isAdmin: true, userType: 'regular' })
      const cookie = res.headers.getSetCookie().find((value) => value.startsWith('session=')) ?? ''
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/SameSite=Lax/)
      expect(cookie).toMatch(/Path=\//)
      expect(cookie).not.toMatch(/Secure/)
      expect(cookie).toContain(`Expires=${new Date(t.clock.now().getTime() + 30 * DAY_MS).toUTCString()}`)
    }
  })

  it('stores only the SHA-256 of the token', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'member')
    const [row] = sessionRows(t)
    expect(client.token).toMatch(/^[a-z2-7]{32}$/)
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.id).not.toContain(client.token)
  })

  it('marks the cookie Secure in production', async () => {
    const t = seededApp({ nodeEnv: 'production' })
    const res = await createClient(t.app).post('/api/login', {
      usernameOrEmail: 'member',
      password: DEMO_PASSWORD,
    })
    expect(res.headers.getSetCookie().join()).toMatch(/Secure/)
  })

  it('answers a wrong password and an unknown user alike, and creates no session', async () => {
    const t = seededApp()
    const client = createClient(t.app)
    for (const usernameOrEmail of ['member', 'nobody', 'nobody@example.com']) {
      const res = await client.post('/api/login', { usernameOrEmail, password: 'Wrong-pass-2025' })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Invalid credentials', code: 'invalidCredentials' })
    }
    expect(sessionRows(t)).toEqual([])
    expect(client.token).toBeUndefined()
  })

  it.each([
    ['missing fields', {}, 'usernameOrEmailRequired'],
    ['blank fields', { usernameOrEmail: '  ', password: '' }, 'usernameOrEmailRequired'],
    ['wrong types', { usernameOrEmail: 42, password: ['x'] }, 'usernameOrEmailRequired'],
    ['a huge identifier', { usernameOrEmail: 'a'.repeat(10_000), password: 'x' }, 'fieldTooLong'],
    ['a huge password', { usernameOrEmail: 'member', password: 'x'.repeat(10_000) }, 'passwordTooLong'],
  ])('refuses %s with 400 and the field codes', async (_name, body, code) => {
    const t = seededApp()
    const before = countAccountRows(t.db)
    const answer = await expectError(
      await createClient(t.app).post('/api/login', body),
      400,
      code as AuthErrorCode,
    )
    expect(answer.fieldErrors).toBeDefined()
    expect(countAccountRows(t.db)).toEqual(before)
  })

  it('reports every missing field with its code', async () => {
    const t = seededApp()
    const body = await expectError(
      await createClient(t.app).post('/api/login', {}),
      400,
      'usernameOrEmailRequired',
    )
    expect(body.fieldErrors).toEqual({
      usernameOrEmail: 'usernameOrEmailRequired',
      password: 'passwordRequired',
    })
  })

  it.each([
    ['unparseable JSON', '{"usernameOrEmail":'],
    ['an array', '[]'],
    ['a string', '"member"'],
    ['null', 'null'],
    ['no body', undefined],
  ])('refuses %s as invalidInput', async (_name, raw) => {
    const t = seededApp()
    const res = await createClient(t.app).post('/api/login', raw, { 'Content-Type': 'application/json' })
    const body = await expectError(res, 400, 'invalidInput')
    expect(body.fieldErrors).toBeUndefined()
  })

  it('replaces the session the browser already had', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'member')
    const first = client.token
    await client.post('/api/login', { usernameOrEmail: 'member', password: DEMO_PASSWORD })
    expect(client.token).not.toBe(first)
    expect(sessionRows(t)).toHaveLength(1)
  })
})

describe('login rate limits', () => {
  const wrong = (usernameOrEmail: string) => ({ usernameOrEmail, password: 'Wrong-pass-2025' })

  it('locks an account after 10 failures for 15 minutes, even with the right password', async () => {
    const t = seededApp()
    const client = createClient(t.app)
    for (let i = 0; i < 10; i++) expect((await client.post('/api/login', wrong('member'))).status).toBe(401)
    const locked = await client.post('/api/login', { usernameOrEmail: 'member', password: DEMO_PASSWORD })
    await expectError(locked, 429, 'tooManyAttempts')
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60)
    // Another account from the same address is not affected.
    expect(
      (await client.post('/api/login', { usernameOrEmail: 'admin', password: DEMO_PASSWORD })).status,
    ).toBe(200)

    t.clock.advance(15 * MINUTE_MS + 1000)
    expect(
      (await client.post('/api/login', { usernameOrEmail: 'member', password: DEMO_PASSWORD })).status,
    ).toBe(200)
  })

  it('locks an account for the guessing address only: its owner elsewhere still signs in', async () => {
    const t = seededApp({ trustProxy: true })
    const client = createClient(t.app)
    const attacker = { 'X-Forwarded-For': '203.0.113.66' }
    const owner = { 'X-Forwarded-For': '198.51.100.20' }
    for (let i = 0; i < 10; i++) await client.post('/api/login', wrong('member'), attacker)
    await expectError(await client.post('/api/login', wrong('member'), attacker), 429, 'tooManyAttempts')
    // Slowed down by the failures elsewhere (a second), not refused.
    const res = await client.post('/api/login', { usernameOrEmail: 'member', password: DEMO_PASSWORD }, owner)
    expect(res.status).toBe(200)
  })

  it('counts a username and its email as one account', async () => {
    const t = seededApp()
    const client = createClient(t.app)
    for (let i = 0; i < 10; i++)
      await client.post('/api/login', wrong(i % 2 ? 'member@example.com' : 'member'))
    await expectError(await client.post('/api/login', wrong('MEMBER@example.com')), 429, 'tooManyAttempts')
  })

  it('slows an account down past ten failures from anywhere, a second more each time, at most ten', () => {
    expect([0, 9, 10, 11, 15, 40].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 6000, 10_000])
  })

  it('counts the account by its normalized identifier', async () => {
    const t = seededApp()
    const client = createClient(t.app)
    for (let i = 0; i < 10; i++) await client.post('/api/login', wrong(i % 2 ? 'MEMBER' : 'member'))
    await expectError(await client.post('/api/login', wrong('Member')), 429, 'tooManyAttempts')
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    const t = seededApp()
    const client = createClient(t.app)
    for (let i = 0; i < 9; i++) await client.post('/api/login', wrong('member'))
    expect(
      (await client.post('/api/login', { usernameOrEmail: 'member', password: DEMO_PASSWORD })).status,
    ).toBe(200)
    for (let i = 0; i < 9; i++) expect((await client.post('/api/login', wrong('member'))).status).toBe(401)
  })

  it('limits failures per address to 30 in 15 minutes, across accounts', async () => {
    const t = seededApp({ trustProxy: true })
    const client = createClient(t.app)
    const from = (ip: string) => ({ 'X-Forwarded-For': `10.0.0.1, ${ip}` })
    for (let i = 0; i < 30; i++) {
      expect((await client.post('/api/login', wrong(`user${i}`), from('203.0.113.7'))).status).toBe(401)
    }
    const res = await client.post(
      '/api/login',
      { usernameOrEmail: 'member', password: DEMO_PASSWORD },
      from('203.0.113.7'),
    )
    await expectError(res, 429, 'tooManyAttempts')
    expect(res.headers.get('retry-after')).toBeTruthy()
    // The limit is per address: the last X-Forwarded-For entry, the one our proxy wrote.
    const other = await client.post(
      '/api/login',
      { usernameOrEmail: 'member', password: DEMO_PASSWORD },
      from('198.51.100.2'),
    )
    expect(other.status).toBe(200)
  })
})

describe('POST /api/register', () => {
  it('creates the account, signs it in and mails a verification link', async () => {
    const t = createTestApp()
    const client = createClient(t.app)
    const res = await client.post('/api/register', newAccount)
    expect(res.status).toBe(201)
    const user = await res.json()
    expect(user).toEqual({
      id: expect.any(String),
      username: 'Jane.Doe',
      userType: 'homeowner',
      isAdmin: false,
      hasCompletedOnboarding: false,
      emailVerifiedAt: null,
      hubId: null,
      teamId: null,
    })
    expect(await (await client.get('/api/user')).json()).toEqual(user)

    expect(t.mailer.sent).toHaveLength(1)
    const [mail] = t.mailer.sent
    expect(mail).toMatchObject({ to: 'Jane@Example.com', purpose: 'verify' })
    expect(mail?.text).toMatch(/http:\/\/localhost\/verify-email\?token=[a-z2-7]{32}/)
    const stored = t.db.prepare('SELECT password_hash FROM users').pluck().get() as string
    expect(stored).toMatch(/^\$argon2id\$/)
    expect(stored).not.toContain(newAccount.password)
  })

  it('builds links from APP_URL when it is set', async () => {
    const t = createTestApp({ appUrl: 'https://shield.example' })
    await createClient(t.app).post('/api/register', newAccount)
    expect(t.mailer.sent[0]?.text).toContain('https://shield.example/verify-email?token=')
  })

  it('refuses a taken username or email, whatever the case, with 409', async () => {
    const t = createTestApp()
    await createClient(t.app).post('/api/register', newAccount)
    const before = countAccountRows(t.db)

    const sameName = await createClient(t.app).post('/api/register', {
      ...newAccount,
      username: 'JANE.DOE',
      email: 'other@example.com',
    })
    expect((await expectError(sameName, 409, 'usernameTaken')).fieldErrors).toEqual({
      username: 'usernameTaken',
    })

    const sameEmail = await createClient(t.app).post('/api/register', {
      ...newAccount,
      username: 'other',
      email: 'jane@example.COM',
    })
    expect((await expectError(sameEmail, 409, 'emailTaken')).fieldErrors).toEqual({ email: 'emailTaken' })

    const both = await createClient(t.app).post('/api/register', newAccount)
    expect((await expectError(both, 409, 'usernameTaken')).fieldErrors).toEqual({
      username: 'usernameTaken',
      email: 'emailTaken',
    })
    expect(countAccountRows(t.db)).toEqual(before)
  })

  it.each([
    ['missing fields', {}, 'usernameInvalid'],
    ['wrong types', { ...newAccount, username: 12345, userType: 1 }, 'usernameInvalid'],
    ['a huge username', { ...newAccount, username: 'a'.repeat(100_000) }, 'usernameInvalid'],
    ['a huge email', { ...newAccount, email: `${'a'.repeat(300)}@example.com` }, 'fieldTooLong'],
    ['a bad email', { ...newAccount, email: 'not-an-email' }, 'emailInvalid'],
    ['a short password', { ...newAccount, password: 'short', confirmPassword: 'short' }, 'passwordTooShort'],
    [
      'a huge password',
      { ...newAccount, password: 'x'.repeat(1000), confirmPassword: 'x'.repeat(1000) },
      'passwordTooLong',
    ],
    ['mismatched passwords', { ...newAccount, confirmPassword: 'another-password' }, 'passwordsDoNotMatch'],
    ['an unknown userType', { ...newAccount, userType: 'wizard' }, 'userTypeNotAllowed'],
    ['a team lead', { ...newAccount, userType: 'teamLead' }, 'userTypeNotAllowed'],
    ['a team member', { ...newAccount, userType: 'teamMember' }, 'userTypeNotAllowed'],
    ['a supplier', { ...newAccount, userType: 'supplier' }, 'userTypeNotAllowed'],
  ])('refuses %s with 400, writing nothing and sending nothing', async (_name, body, code) => {
    const t = seededApp()
    const before = countAccountRows(t.db)
    const answer = await expectError(
      await createClient(t.app).post('/api/register', body),
      400,
      code as AuthErrorCode,
    )
    expect(Object.values(answer.fieldErrors ?? {})).toContain(code)
    expect(countAccountRows(t.db)).toEqual(before)
    expect(t.mailer.sent).toEqual([])
  })

  it('ignores fields nobody may set for themselves', async () => {
    const t = createTestApp()
    const res = await createClient(t.app).post('/api/register', {
      ...newAccount,
      isAdmin: true,
      hasCompletedOnboarding: true,
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ isAdmin: false, hasCompletedOnboarding: false })
  })

  it('allows 10 registrations an hour from one address', async () => {
    const t = createTestApp()
    for (let i = 0; i < 10; i++) {
      const res = await createClient(t.app).post('/api/register', {
        ...newAccount,
        username: `user${i}`,
        email: `u${i}@example.com`,
      })
      expect(res.status).toBe(201)
    }
    const res = await createClient(t.app).post('/api/register', {
      ...newAccount,
      username: 'user10',
      email: 'u10@example.com',
    })
    await expectError(res, 429, 'tooManyAttempts')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    t.clock.advance(61 * MINUTE_MS)
    expect(
      (
        await createClient(t.app).post('/api/register', {
          ...newAccount,
          username: 'user10',
          email: 'u10@example.com',
        })
      ).status,
    ).toBe(201)
  })
})

describe('POST /api/logout', () => {
  it('deletes the session and clears the cookie; the old cookie no longer works', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'installer')
    const oldToken = client.token
    const res = await client.post('/api/logout')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/)
    expect(sessionRows(t)).toEqual([])

    const replay = createClient(t.app, oldToken)
    await expectError(await replay.get('/api/user'), 401, 'notAuthenticated')
  })

  it('answers ok when nobody is signed in', async () => {
    const t = createTestApp()
    const res = await createClient(t.app).post('/api/logout')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })
})

describe('session lifetime', () => {
  it('expires after 30 days without use', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'homeowner')
    t.clock.advance(30 * DAY_MS)
    const res = await client.get('/api/user')
    await expectError(res, 401, 'notAuthenticated')
    expect(res.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/)
    expect(sessionRows(t)).toEqual([])
  })

  it('is not renewed while more than 15 days remain', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'homeowner')
    const [before] = sessionRows(t)
    t.clock.advance(10 * DAY_MS)
    const res = await client.get('/api/user')
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(sessionRows(t)[0]?.expiresAt).toBe(before?.expiresAt)
  })

  it('slides back to 30 days when used with less than 15 left', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'homeowner')
    const token = client.token
    t.clock.advance(16 * DAY_MS)
    const res = await client.get('/api/user')
    expect(res.status).toBe(200)
    const renewedUntil = new Date(t.clock.now().getTime() + 30 * DAY_MS)
    expect(sessionRows(t)[0]?.expiresAt).toBe(renewedUntil.toISOString())
    const cookie = res.headers.getSetCookie().join()
    expect(cookie).toContain(`session=${token}`)
    expect(cookie).toContain(`Expires=${renewedUntil.toUTCString()}`)

    // 32 days after sign-in, still signed in thanks to the renewal.
    t.clock.advance(16 * DAY_MS)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('ignores a cookie that is not one of our tokens', async () => {
    const t = seededApp()
    const res = await createClient(t.app, 'x'.repeat(5000)).get('/api/user')
    await expectError(res, 401, 'notAuthenticated')
  })
})

/** A reset mail goes out after the answer: once the event loop has turned. */
const afterAnswering = () => new Promise((resolve) => setImmediate(resolve))

describe('password reset', () => {
  async function requestReset(t: TestApp, email = 'member@example.com') {
    const res = await createClient(t.app).post('/api/forgot-password', { email })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    await afterAnswering()
    return tokenFromMail(t.mailer.sent, email, '/reset-password')
  }

  it('answers the same for unknown addresses, and mails only real accounts', async () => {
    const t = seededApp()
    const unknown = await createClient(t.app).post('/api/forgot-password', { email: 'nobody@example.com' })
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual({ ok: true })
    await afterAnswering()
    expect(t.mailer.sent).toEqual([])

    await requestReset(t, 'member@example.com')
    expect(t.mailer.sent).toHaveLength(1)
    expect(t.mailer.sent[0]).toMatchObject({ to: 'member@example.com', purpose: 'reset' })
    expect(t.mailer.sent[0]?.text).toMatch(/http:\/\/localhost\/reset-password\?token=[a-z2-7]{32}/)
  })

  it('answers before it looks the address up, so a real account takes no longer to answer', async () => {
    const t = seededApp()
    const tokens = () =>
      t.db.prepare("SELECT count(*) FROM one_time_tokens WHERE purpose = 'reset'").pluck().get()
    const res = await createClient(t.app).post('/api/forgot-password', { email: 'member@example.com' })
    expect([res.status, tokens(), t.mailer.sent.length]).toEqual([200, 0, 0])
    await afterAnswering()
    expect([tokens(), t.mailer.sent.length]).toEqual([1, 1])
  })

  it('finds the account whatever the case of the address', async () => {
    const t = seededApp()
    await createClient(t.app).post('/api/forgot-password', { email: 'MEMBER@example.com' })
    await afterAnswering()
    expect(t.mailer.sent[0]?.to).toBe('member@example.com')
  })

  it('sets the new password, signs every device out and refuses the token a second time', async () => {
    const t = seededApp()
    const phone = await signIn(t.app, 'member')
    const laptop = await signIn(t.app, 'member')
    const token = await requestReset(t)

    const res = await laptop.post('/api/reset-password', {
      token,
      password: 'Brand-new-pass',
      confirmPassword: 'Brand-new-pass',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/)
    expect(sessionRows(t)).toEqual([])
    expect((await phone.get('/api/user')).status).toBe(401)

    await expectError(
      await createClient(t.app).post('/api/login', { usernameOrEmail: 'member', password: DEMO_PASSWORD }),
      401,
      'invalidCredentials',
    )
    expect(
      (
        await createClient(t.app).post('/api/login', {
          usernameOrEmail: 'member',
          password: 'Brand-new-pass',
        })
      ).status,
    ).toBe(200)

    const again = await createClient(t.app).post('/api/reset-password', {
      token,
      password: 'Third-password-1',
    })
    expect((await expectError(again, 400, 'resetTokenInvalid')).fieldErrors).toEqual({
      token: 'resetTokenInvalid',
    })
  })

  it('refuses a token after one hour', async () => {
    const t = seededApp()
    const token = await requestReset(t)
    t.clock.advance(60 * MINUTE_MS + 1)
    await expectError(
      await createClient(t.app).post('/api/reset-password', { token, password: 'Brand-new-pass' }),
      400,
      'resetTokenInvalid',
    )
  })

  it('refuses unknown tokens and retires older links once one is used', async () => {
    const t = seededApp()
    const first = await requestReset(t)
    const second = await requestReset(t)
    await expectError(
      await createClient(t.app).post('/api/reset-password', {
        token: 'a'.repeat(32),
        password: 'Brand-new-pass',
      }),
      400,
      'resetTokenInvalid',
    )
    expect(
      (await createClient(t.app).post('/api/reset-password', { token: second, password: 'Brand-new-pass' }))
        .status,
    ).toBe(200)
    await expectError(
      await createClient(t.app).post('/api/reset-password', { token: first, password: 'Other-new-pass' }),
      400,
      'resetTokenInvalid',
    )
  })

  it('does not sign out someone else who shares the browser', async () => {
    const t = seededApp()
    const token = await requestReset(t)
    const admin = await signIn(t.app, 'admin')
    const res = await admin.post('/api/reset-password', { token, password: 'Brand-new-pass' })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()).toEqual([])
    expect((await admin.get('/api/user')).status).toBe(200)
  })

  it.each([
    ['a missing token', { password: 'Brand-new-pass' }, 'resetTokenInvalid'],
    ['a short password', { password: 'short' }, 'passwordTooShort'],
    [
      'mismatched passwords',
      { password: 'Brand-new-pass', confirmPassword: 'Other-new-pass' },
      'passwordsDoNotMatch',
    ],
    ['a huge password', { password: 'x'.repeat(100_000) }, 'passwordTooLong'],
  ])('refuses %s with 400 and leaves the password and the token as they were', async (_name, body, code) => {
    const t = seededApp()
    const token = await requestReset(t)
    const before = countAccountRows(t.db)
    const payload = 'token' in body || code === 'resetTokenInvalid' ? body : { token, ...body }
    await expectError(
      await createClient(t.app).post('/api/reset-password', payload),
      400,
      code as AuthErrorCode,
    )
    expect(countAccountRows(t.db)).toEqual(before)
    expect(
      (await createClient(t.app).post('/api/reset-password', { token, password: 'Brand-new-pass' })).status,
    ).toBe(200)
  })

  it('refuses a malformed address with 400', async () => {
    const t = seededApp()
    await expectError(
      await createClient(t.app).post('/api/forgot-password', { email: 'nope' }),
      400,
      'emailInvalid',
    )
    await expectError(await createClient(t.app).post('/api/forgot-password', {}), 400, 'emailInvalid')
  })

  it('allows 5 requests an hour per address and per email', async () => {
    const t = seededApp({ trustProxy: true })
    const client = createClient(t.app)
    const from = (ip: string) => ({ 'X-Forwarded-For': ip })
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/forgot-password', { email: `x${i}@example.com` }, from('203.0.113.1')))
          .status,
      ).toBe(200)
    }
    const res = await client.post(
      '/api/forgot-password',
      { email: 'member@example.com' },
      from('203.0.113.1'),
    )
    await expectError(res, 429, 'tooManyAttempts')
    expect(res.headers.get('retry-after')).toBeTruthy()

    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/forgot-password', { email: 'member@example.com' }, from(`198.51.100.${i}`)))
          .status,
      ).toBe(200)
    }
    await expectError(
      await client.post('/api/forgot-password', { email: 'MEMBER@example.com' }, from('198.51.100.9')),
      429,
      'tooManyAttempts',
    )
    await afterAnswering()
    expect(t.mailer.sent).toHaveLength(5)
  })
})

describe('the account’s language', () => {
  const subjects = (t: TestApp) => t.mailer.sent.map((mail) => mail.subject)

  it('is the sign-up page’s: the verification and the reset mails are written in it', async () => {
    const t = createTestApp()
    expect((await createClient(t.app).post('/api/register', { ...newAccount, language: 'zh' })).status).toBe(
      201,
    )
    await createClient(t.app).post('/api/forgot-password', { email: newAccount.email })
    await afterAnswering()
    expect(subjects(t)).toEqual(['请验证您在 Southern Shield 的邮箱', '重置您的 Southern Shield 密码'])
    expect(t.mailer.sent[1]?.text).toContain('如需设置新密码，请在 1 小时内打开此链接：')
    expect(t.mailer.sent[1]?.html).toContain('设置新密码</a>')
  })

  it('is the browser’s first language we write in when the page names none, else English', async () => {
    const t = createTestApp()
    await createClient(t.app).post('/api/register', newAccount, { 'Accept-Language': 'de-DE, ru;q=0.8' })
    await createClient(t.app).post(
      '/api/register',
      { ...newAccount, username: 'other', email: 'other@example.com', language: 'de' },
      { 'Accept-Language': 'pt-BR' },
    )
    expect(subjects(t)).toEqual([
      'Подтвердите адрес электронной почты для Southern Shield',
      'Please verify your email for Southern Shield',
    ])
    expect(t.db.prepare('SELECT language FROM users ORDER BY username').pluck().all()).toEqual(['ru', 'en'])
  })
})

describe('email verification', () => {
  async function registered(t: TestApp) {
    const client = createClient(t.app)
    await client.post('/api/register', newAccount)
    return client
  }

  it('verifies the address once', async () => {
    const t = createTestApp()
    const client = await registered(t)
    const token = tokenFromMail(t.mailer.sent, newAccount.email, '/verify-email')
    const res = await createClient(t.app).post('/api/verify-email', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(await (await client.get('/api/user')).json()).toMatchObject({
      emailVerifiedAt: t.clock.now().toISOString(),
    })

    const again = await createClient(t.app).post('/api/verify-email', { token })
    await expectError(again, 400, 'verifyTokenInvalid')
  })

  it('refuses a link older than 24 hours, and bad input', async () => {
    const t = createTestApp()
    await registered(t)
    const token = tokenFromMail(t.mailer.sent, newAccount.email, '/verify-email')
    t.clock.advance(24 * 60 * MINUTE_MS + 1)
    await expectError(
      await createClient(t.app).post('/api/verify-email', { token }),
      400,
      'verifyTokenInvalid',
    )
    await expectError(await createClient(t.app).post('/api/verify-email', {}), 400, 'verifyTokenInvalid')
    await expectError(
      await createClient(t.app).post('/api/verify-email', { token: 'x'.repeat(5000) }),
      400,
      'verifyTokenInvalid',
    )
  })

  it('resends a link to a signed-in unverified user, and nothing to a verified one', async () => {
    const t = seededApp()
    const client = await registered(t)
    const res = await client.post('/api/verify-email/resend')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(t.mailer.sent).toHaveLength(2)
    // Both links work until used or expired.
    expect(
      (
        await createClient(t.app).post('/api/verify-email', {
          token: tokenFromMail(t.mailer.sent, newAccount.email, '/verify-email'),
        })
      ).status,
    ).toBe(200)

    const verified = await signIn(t.app, 'member')
    expect((await verified.post('/api/verify-email/resend')).status).toBe(200)
    expect(t.mailer.sent).toHaveLength(2)
  })

  it('limits resends to 5 an hour', async () => {
    const t = createTestApp()
    const client = await registered(t)
    for (let i = 0; i < 5; i++) expect((await client.post('/api/verify-email/resend')).status).toBe(200)
    await expectError(await client.post('/api/verify-email/resend'), 429, 'tooManyAttempts')
  })
})

describe('POST /api/change-password', () => {
  const change = {
    currentPassword: DEMO_PASSWORD,
    password: 'Changed-pass-1',
    confirmPassword: 'Changed-pass-1',
  }

  it('changes the password and signs out the other devices only', async () => {
    const t = seededApp()
    const here = await signIn(t.app, 'supplier')
    const elsewhere = await signIn(t.app, 'supplier')
    const res = await here.post('/api/change-password', change)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect((await here.get('/api/user')).status).toBe(200)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect(
      (
        await createClient(t.app).post('/api/login', {
          usernameOrEmail: 'supplier',
          password: 'Changed-pass-1',
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a wrong current password', async () => {
    const t = seededApp()
    const client = await signIn(t.app, 'supplier')
    const body = await expectError(
      await client.post('/api/change-password', { ...change, currentPassword: 'Not-my-password' }),
      400,
      'currentPasswordWrong',
    )
    expect(body.fieldErrors).toEqual({ currentPassword: 'currentPasswordWrong' })
    expect(
      (await createClient(t.app).post('/api/login', { usernameOrEmail: 'supplier', password: DEMO_PASSWORD }))
        .status,
    ).toBe(200)
  })

  it.each([
    ['mismatched passwords', { ...change, confirmPassword: 'Something-else' }, 'passwordsDoNotMatch'],
    ['a short password', { ...change, password: 'short', confirmPassword: 'short' }, 'passwordTooShort'],
    ['missing fields', {}, 'passwordRequired'],
    [
      'a missing confirmation',
      { currentPassword: DEMO_PASSWORD, password: 'Changed-pass-1' },
      'passwordRequired',
    ],
  ])('refuses %s with 400', async (_name, body, code) => {
    const t = seededApp()
    const client = await signIn(t.app, 'supplier')
    const hash = () =>
      t.db.prepare("SELECT password_hash FROM users WHERE username = 'supplier'").pluck().get()
    const before = hash()
    await expectError(await client.post('/api/change-password', body), 400, code as AuthErrorCode)
    expect(hash()).toBe(before)
  })

  it('needs a signed-in user', async () => {
    const t = seededApp()
    await expectError(await createClient(t.app).post('/api/change-password', change), 401, 'notAuthenticated')
  })
})
