import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { History, Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { z } from 'zod'
import { ProfileSchema, type ProfileView } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useDraft, type Draft, type DraftState } from '../../app/drafts.ts'
import { describeError } from '../../app/error-messages.ts'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'
import { useKnownUserId } from '../../app/session/auth-provider.tsx'
import { useUpdateProfile } from './api/update-profile.ts'

const SAVE_FAILED = msg`Your profile could not be saved`

/*
 * The profile keeps a draft on this device while it is edited (docs/state.md): a reload, a closed tab or a
 * save that failed without signal does not lose what was typed. The draft is the raw text of the fields,
 * valid or not; it goes when the save succeeds, when the fields match the saved profile again, when the
 * user discards it, and when they sign out.
 */
const PROFILE_DRAFT_KEY = 'members/profile'
const FIELDS = ['companyName', 'taxNumber', 'address', 'phone', 'website'] as const
const ProfileDraftSchema = z.object({
  companyName: z.string(),
  taxNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
})
type ProfileDraft = z.infer<typeof ProfileDraftSchema>

export function ProfileForm({ profile }: { profile: ProfileView }) {
  const knownUserId = useKnownUserId()
  const drafts = useDraft(PROFILE_DRAFT_KEY, knownUserId, ProfileDraftSchema)
  // Bumped by "Discard changes": the fields start again from the saved profile.
  const [generation, setGeneration] = useState(0)
  // Reading the draft takes a few milliseconds; the fields wait for it so that it can fill them.
  if (!drafts.loaded) return null
  return (
    <ProfileFields
      key={generation}
      profile={profile}
      restored={generation === 0 ? drafts.draft : undefined}
      drafts={drafts}
      onDiscard={async () => {
        await drafts.discard()
        setGeneration((current) => current + 1)
      }}
    />
  )
}

function ProfileFields({
  profile,
  restored,
  drafts,
  onDiscard,
}: {
  profile: ProfileView
  restored: Draft<ProfileDraft> | undefined
  drafts: DraftState<ProfileDraft>
  onDiscard: () => Promise<void>
}) {
  const { i18n, t } = useLingui()
  const form = useFormErrors(ProfileSchema)
  const update = useUpdateProfile()
  // What the fields open with; later saves of the draft must not move them.
  const [initial] = useState(() =>
    restored && !matchesProfile(restored.value, profile) ? restored : undefined,
  )
  const [showRestored, setShowRestored] = useState(initial !== undefined)
  const start = (field: (typeof FIELDS)[number]) => initial?.value[field] ?? profile[field]

  function keepDraft(element: HTMLFormElement) {
    const values = draftOf(formValues(element))
    void (matchesProfile(values, profile) ? drafts.discard() : drafts.save(values))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate(formValues(event.currentTarget))
    if (!input) return
    update.mutate(input, {
      onSuccess: () => {
        void drafts.discard()
        setShowRestored(false)
        toast({ title: i18n._(msg`Profile updated successfully`), variant: 'success' })
      },
      onError: (error) => {
        form.fromServer(error)
        toast({
          title: i18n._(SAVE_FAILED),
          description: describeError(i18n, error, SAVE_FAILED),
          variant: 'destructive',
        })
      },
    })
  }

  const savedAt = initial
    ? i18n.date(new Date(initial.savedAt), { dateStyle: 'medium', timeStyle: 'short' })
    : ''

  return (
    <form
      noValidate
      onSubmit={submit}
      onInput={(event) => keepDraft(event.currentTarget)}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {showRestored && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:col-span-2"
        >
          <span className="flex items-center gap-2">
            <History className="size-4 shrink-0" aria-hidden />
            <Trans>Unsaved changes from {savedAt} were restored on this device.</Trans>
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => void onDiscard()}>
            <Trans>Discard changes</Trans>
          </Button>
        </div>
      )}
      <FormField
        label={t`Company name`}
        name="companyName"
        defaultValue={start('companyName')}
        autoComplete="organization"
        error={form.errors.companyName}
      />
      <FormField
        label={t`Tax number`}
        name="taxNumber"
        defaultValue={start('taxNumber')}
        error={form.errors.taxNumber}
      />
      <FormField
        label={t`Address`}
        name="address"
        defaultValue={start('address')}
        autoComplete="street-address"
        error={form.errors.address}
        className="sm:col-span-2"
      />
      <FormField
        label={t`Phone`}
        name="phone"
        type="tel"
        defaultValue={start('phone')}
        autoComplete="tel"
        error={form.errors.phone}
      />
      <FormField
        label={t`Website`}
        name="website"
        type="url"
        defaultValue={start('website')}
        placeholder="https://"
        autoComplete="url"
        error={form.errors.website}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          <Save aria-hidden />
          <Trans>Save profile</Trans>
        </Button>
      </div>
    </form>
  )
}

function draftOf(values: Record<string, string>): ProfileDraft {
  return Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? ''])) as ProfileDraft
}

function matchesProfile(draft: ProfileDraft, profile: ProfileView): boolean {
  return FIELDS.every((field) => draft[field] === profile[field])
}
