import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS } from '../../../domain/auth/errors.ts'
import { seed } from '../../db/seed.ts'
import { countAccountRows, createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')

const EMPTY_PROFILE = {
  email: 'member@example.com',
  companyName: '',
  address: '',
  phone: '',
  website: '',
  taxNumber: '',
  logoUrl: null,
}

async function memberApp() {
  const t = createTestApp()
  seed(t.db)
  return { ...t, client: await signIn(t.app, 'member') }
}

function logoForm(bytes: Uint8Array, name = 'logo.png', type = 'image/png') {
  const form = new FormData()
  form.set('logo', new File([new Uint8Array(bytes)], name, { type }))
  return form
}

const invalidImage = {
  message: AUTH_ERRORS.imageInvalid,
  code: 'imageInvalid',
  fieldErrors: { logo: 'imageInvalid' },
}

describe('GET and PUT /api/profile', () => {
  it('reads empty fields before anything is saved', async () => {
    const { client } = await memberApp()
    const res = await client.get('/api/profile')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(EMPTY_PROFILE)
  })

  it('saves the fields and answers the saved profile', async () => {
    const { client } = await memberApp()
    const profile = {
      companyName: '  Peach State Tint ',
      address: '1 Peachtree St, Atlanta, GA',
      phone: '+1 (404) 555-0100',
      website: 'https://peach.example',
      taxNumber: '58-1234567',
    }
    const res = await client.put('/api/profile', profile)
    expect(res.status).toBe(200)
    const saved = { ...EMPTY_PROFILE, ...profile, companyName: 'Peach State Tint' }
    expect(await res.json()).toEqual(saved)
    expect(await (await client.get('/api/profile')).json()).toEqual(saved)
  })

  it.each([
    ['a bad website', { website: 'peach' }, 'urlInvalid'],
    ['a bad phone', { phone: 'call me' }, 'phoneInvalid'],
    ['a huge company name', { companyName: 'x'.repeat(100_000) }, 'fieldTooLong'],
    ['a wrong type', { companyName: 7 }, 'invalidInput'],
  ])('refuses %s with 400 and writes nothing', async (_name, body, code) => {
    const { client, db } = await memberApp()
    const before = countAccountRows(db)
    const res = await client.put('/api/profile', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code, message: AUTH_ERRORS[code as keyof typeof AUTH_ERRORS] })
    expect(countAccountRows(db)).toEqual(before)
  })

  it('refuses a body over the size limit with 413', async () => {
    const { client } = await memberApp()
    const res = await client.put('/api/profile', { companyName: 'x'.repeat(3 * 1024 * 1024) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: AUTH_ERRORS.invalidInput, code: 'invalidInput' })
  })
})

describe('the logo', () => {
  it('stores a PNG by its hash and serves it as an immutable public file', async () => {
    const { client, app } = await memberApp()
    const res = await client.post('/api/profile/logo', logoForm(PNG))
    expect(res.status).toBe(200)
    const hash = createHash('sha256').update(PNG).digest('hex')
    expect(await res.json()).toEqual({ logoUrl: `/api/files/${hash}` })
    expect(await (await client.get('/api/profile')).json()).toMatchObject({ logoUrl: `/api/files/${hash}` })

    const file = await createClient(app).get(`/api/files/${hash}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG)
  })

  it('accepts JPEG and WebP, typed by their bytes whatever the name says', async () => {
    const { client, app } = await memberApp()
    for (const [bytes, mime] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await client.post('/api/profile/logo', logoForm(bytes, 'logo.png', 'image/png'))
      expect(res.status).toBe(200)
      const { logoUrl } = (await res.json()) as { logoUrl: string }
      expect((await createClient(app).get(logoUrl)).headers.get('content-type')).toBe(mime)
    }
  })

  it('stores the same image once', async () => {
    const { client, db } = await memberApp()
    await client.post('/api/profile/logo', logoForm(PNG))
    await client.post('/api/profile/logo', logoForm(PNG, 'again.png'))
    expect(db.prepare('SELECT count(*) FROM files').pluck().get()).toBe(1)
  })

  it.each([
    ['text named .png', () => logoForm(Buffer.from('just some text, not an image'), 'logo.png', 'image/png')],
    ['a GIF', () => logoForm(GIF, 'logo.gif', 'image/gif')],
    ['an empty file', () => logoForm(Buffer.alloc(0))],
    ['an image over 1 MB', () => logoForm(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]))],
    ['a form without the logo field', () => new FormData()],
    [
      'a plain text field',
      () => {
        const form = new FormData()
        form.set('logo', 'iVBORw0KGgo')
        return form
      },
    ],
    ['JSON instead of a form', () => ({ logo: 'x' })],
  ])('refuses %s with 400 imageInvalid and stores nothing', async (_name, body) => {
    const { client, db } = await memberApp()
    const before = countAccountRows(db)
    const res = await client.post('/api/profile/logo', body())
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(invalidImage)
    expect(countAccountRows(db)).toEqual(before)
  })

  it('refuses a body far over the limit before reading it all', async () => {
    const { client } = await memberApp()
    const res = await client.post(
      '/api/profile/logo',
      logoForm(Buffer.concat([PNG, Buffer.alloc(1_500_000)])),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(invalidImage)
  })

  it('removes the logo', async () => {
    const { client } = await memberApp()
    await client.post('/api/profile/logo', logoForm(PNG))
    const res = await client.delete('/api/profile/logo')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ logoUrl: null })
    expect(await (await client.get('/api/profile')).json()).toMatchObject({ logoUrl: null })
  })

  it('answers 404 for unknown and malformed hashes', async () => {
    const { app } = await memberApp()
    for (const path of [
      `/api/files/${'0'.repeat(64)}`,
      '/api/files/not-a-hash',
      `/api/files/${'A'.repeat(64)}`,
    ]) {
      const res = await createClient(app).get(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Not found' })
    }
  })
})

describe('PUT /api/profile/language', () => {
  it('makes the app’s language the account’s, which its mails are written in', async () => {
    const t = await memberApp()
    const res = await t.client.put('/api/profile/language', { language: 'fr' })
    expect([res.status, await res.json()]).toEqual([200, { language: 'fr' }])
    await createClient(t.app).post('/api/forgot-password', { email: 'member@example.com' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(t.mailer.sent.map((mail) => mail.subject)).toEqual([
      'Réinitialisez votre mot de passe Southern Shield',
    ])
  })

  it('refuses a language the mails are not written in, and changes nothing', async () => {
    const t = await memberApp()
    const res = await t.client.put('/api/profile/language', { language: 'de' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalidInput', message: AUTH_ERRORS.invalidInput })
    expect(t.db.prepare("SELECT language FROM users WHERE username = 'member'").pluck().get()).toBe('en')
  })
})
