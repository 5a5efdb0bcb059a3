// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { ProfileView } from '../../../domain/auth/schemas.ts'
import { deviceDb } from '../../app/device-db.ts'
import { loadDraft } from '../../app/drafts.ts'
import { ProfileForm } from './profile-form.tsx'

const USER_ID = 'c0ffee00-0000-4000-8000-000000000001'
vi.mock('../../app/session/auth-provider.tsx', () => ({
  useAuth: () => ({ user: { id: USER_ID } }),
  useKnownUserId: () => USER_ID,
}))

const profile: ProfileView = {
  email: 'ann@example.com',
  logoUrl: null,
  companyName: 'Sunbelt Tint',
  taxNumber: '',
  address: '',
  phone: '',
  website: '',
}
const AnyDraft = z.record(z.string(), z.string())

beforeAll(() => {
  // The form uses the app's device database: let Dexie find fake-indexeddb as the browser's.
  Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange })
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await deviceDb().drafts.clear()
})

function renderForm() {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ProfileForm profile={profile} />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

const companyField = () => screen.findByLabelText<HTMLInputElement>('Company name')
const storedDraft = () => loadDraft(USER_ID, 'members/profile', AnyDraft)

describe('ProfileForm drafts', () => {
  it('keeps what was typed across a reload, and discarding brings the saved profile back', async () => {
    const first = renderForm()
    fireEvent.input(await companyField(), { target: { value: 'Sunbelt Tint & Glass' } })
    await waitFor(async () => expect((await storedDraft())?.value.companyName).toBe('Sunbelt Tint & Glass'))
    first.unmount()

    renderForm()
    expect((await companyField()).value).toBe('Sunbelt Tint & Glass')
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('were restored on this device'),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }))
    await waitFor(async () => expect((await companyField()).value).toBe('Sunbelt Tint'))
    expect(screen.queryByRole('status')).toBeNull()
    expect(await storedDraft()).toBeUndefined()
  })

  it('drops the draft once the fields match the saved profile again', async () => {
    renderForm()
    const field = await companyField()
    fireEvent.input(field, { target: { value: 'Other' } })
    await waitFor(async () => expect(await storedDraft()).toBeDefined())
    fireEvent.input(field, { target: { value: 'Sunbelt Tint' } })
    await waitFor(async () => expect(await storedDraft()).toBeUndefined())
  })

  it('drops the draft after a successful save, and keeps it when the save fails', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetch)
    renderForm()
    fireEvent.input(await companyField(), { target: { value: 'Sunbelt Tint & Glass' } })
    await waitFor(async () => expect(await storedDraft()).toBeDefined())

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(await storedDraft()).toBeDefined()

    fetch.mockResolvedValueOnce(
      Response.json({ ...profile, companyName: 'Sunbelt Tint & Glass' }, { status: 200 }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(async () => expect(await storedDraft()).toBeUndefined())
  })
})
