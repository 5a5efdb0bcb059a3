import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Pencil, UserRound } from 'lucide-react'
import { useId, useState } from 'react'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { INSTALLER_LIMITS, InstallerProfileInputSchema } from '../../../domain/marketplace/installer.ts'
import { JOB_FILM_TYPES, type JobFilmType } from '../../../domain/marketplace/job.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/choice-fields.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { useInstallerSettings, useSaveInstallerSettings } from './api/installer-settings.ts'
import { describeFailure, JOB_FILM_LABELS, translateMarketplaceCode } from './labels.ts'

/**
 * What the installer tells homeowners on their public profile (/installers/{id}): a few words about
 * the business and the films they install. Saved with their service area; needs a connection.
 */
export function PublicProfileCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const settings = useInstallerSettings(user.id, true)
  const save = useSaveInstallerSettings(user.id)
  const [editing, setEditing] = useState(false)
  const [bio, setBio] = useState('')
  const [films, setFilms] = useState<JobFilmType[]>([])
  const [error, setError] = useState<string | undefined>()
  const data = settings.data
  if (!data) return null

  function startEditing() {
    setBio(data?.bio ?? '')
    setFilms(data?.films ?? [])
    setError(undefined)
    setEditing(true)
  }

  async function submit() {
    const input = InstallerProfileInputSchema.safeParse({ ...data, bio, films })
    if (!input.success) {
      setError(translateMarketplaceCode(i18n, input.error.issues[0]?.message))
      return
    }
    try {
      await save.mutateAsync(input.data)
      setEditing(false)
    } catch (cause) {
      setError(describeFailure(i18n, cause))
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <UserRound className="size-4 text-accent-600" aria-hidden />
        <Trans>Your public profile</Trans>
      </h2>
      {editing ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <TextAreaField
            label={t`About your business`}
            hint={t`Shown to homeowners on your profile: experience, crew, what you are proud of.`}
            value={bio}
            maxLength={INSTALLER_LIMITS.bio}
            error={error}
            onChange={setBio}
          />
          <fieldset className="flex flex-col">
            <legend className="text-sm font-semibold text-slate-800">
              <Trans>Films you install</Trans>
            </legend>
            {JOB_FILM_TYPES.filter((film) => film !== 'notSure').map((film) => (
              <CheckboxField
                key={film}
                label={i18n._(JOB_FILM_LABELS[film])}
                checked={films.includes(film)}
                onChange={(checked) =>
                  setFilms(checked ? [...films, film] : films.filter((other) => other !== film))
                }
              />
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              <Trans>Save</Trans>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="line-clamp-4 text-sm whitespace-pre-line text-slate-700">
            {data.bio || t`Tell homeowners about your business: it shows on your public profile.`}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              onClick={startEditing}
              aria-label={t`Edit your public profile`}
            >
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
            <Link
              to="/installers/$id"
              params={{ id: user.id }}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              <Trans>See it as homeowners do</Trans>
            </Link>
          </div>
        </>
      )}
    </section>
  )
}
