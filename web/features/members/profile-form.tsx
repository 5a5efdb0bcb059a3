import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Save } from 'lucide-react'
import type { FormEvent } from 'react'
import { ProfileSchema, type ProfileView } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { describeError } from '../../app/error-messages.ts'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'
import { useUpdateProfile } from './api/update-profile.ts'

const SAVE_FAILED = msg`Your profile could not be saved`

export function ProfileForm({ profile }: { profile: ProfileView }) {
  const { i18n, t } = useLingui()
  const form = useFormErrors(ProfileSchema)
  const update = useUpdateProfile()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate(formValues(event.currentTarget))
    if (!input) return
    update.mutate(input, {
      onSuccess: () => toast({ title: i18n._(msg`Profile updated successfully`), variant: 'success' }),
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

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t`Company name`}
        name="companyName"
        defaultValue={profile.companyName}
        autoComplete="organization"
        error={form.errors.companyName}
      />
      <FormField
        label={t`Tax number`}
        name="taxNumber"
        defaultValue={profile.taxNumber}
        error={form.errors.taxNumber}
      />
      <FormField
        label={t`Address`}
        name="address"
        defaultValue={profile.address}
        autoComplete="street-address"
        error={form.errors.address}
        className="sm:col-span-2"
      />
      <FormField
        label={t`Phone`}
        name="phone"
        type="tel"
        defaultValue={profile.phone}
        autoComplete="tel"
        error={form.errors.phone}
      />
      <FormField
        label={t`Website`}
        name="website"
        type="url"
        defaultValue={profile.website}
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
