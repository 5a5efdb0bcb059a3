import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { MapPin, Pencil, WifiOff } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { InstallerProfileInputSchema } from '../../../domain/marketplace/installer.ts'
import { can } from '../../../domain/auth/policies.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { FormField } from '../../ui/form-field.tsx'
import {
  rememberBoardOrigin,
  useBoardOrigin,
  useInstallerSettings,
  useSaveInstallerSettings,
  useZipPlace,
  zipPlaceQuery,
} from './api/installer-settings.ts'
import { SERVICE_RADII } from './board-filters.ts'
import { describeFailure, translateMarketplaceCode } from './labels.ts'

interface AreaErrors {
  zip?: string
  form?: string
}

/** The city of a 5-digit ZIP as the user types it, or that it is unknown. */
function ZipHint({ zip }: { zip: string }) {
  const place = useZipPlace(zip)
  if (!/^\d{5}$/.test(zip)) return <Trans>Five digits, e.g. 30303</Trans>
  if (place.data) return <>{`${place.data.city}, ${place.data.state}`}</>
  if (place.error instanceof ApiError && place.error.status === 404)
    return <Trans>We do not know this ZIP code</Trans>
  return null
}

function AreaForm({
  initialZip,
  initialRadius,
  busy,
  onSave,
  onCancel,
}: {
  initialZip: string
  initialRadius: number
  busy: boolean
  onSave: (zip: string, radiusMi: number) => Promise<AreaErrors>
  onCancel?: () => void
}) {
  const { t } = useLingui()
  const [zip, setZip] = useState(initialZip)
  const [radius, setRadius] = useState(initialRadius)
  const [errors, setErrors] = useState<AreaErrors>({})
  const formErrorId = useId()
  // A radius set elsewhere (the profile) stays choosable.
  const radii = [...new Set([...SERVICE_RADII, initialRadius])].sort((a, b) => a - b)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setErrors(await onSave(zip.trim(), radius))
  }

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label={t`ZIP code`}
          value={zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errors.zip}
          hint={<ZipHint zip={zip.trim()} />}
          onChange={(event) => setZip(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <SelectField
          label={t`Radius`}
          value={radius}
          options={radii.map((miles) => ({ value: miles, label: t`${miles} mi` }))}
          onChange={setRadius}
        />
      </div>
      {errors.form && (
        <p id={formErrorId} role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save service area</Trans>}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}

/**
 * The "Your service area" card of the job board: the installer's ZIP and radius (saved on their
 * profile), from which the board measures distances. An administrator has no service area: they
 * choose a ZIP to measure from, kept on this device only.
 */
export function ServiceArea({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const installer = can(user, 'bidOn', 'job')
  const settings = useInstallerSettings(user.id, installer)
  const save = useSaveInstallerSettings(user.id)
  const origin = useBoardOrigin(user.id)
  const [editing, setEditing] = useState(false)
  const [checking, setChecking] = useState(false)
  const headingId = useId()

  const zip = settings.data?.serviceZip || origin?.zip || ''
  const radius = settings.data?.serviceRadiusMi ?? origin?.radiusMi ?? 50
  const place = useZipPlace(zip)
  const offline = settings.error instanceof NetworkError
  const loading = installer && settings.isPending && !origin

  async function saveInstaller(serviceZip: string, serviceRadiusMi: number): Promise<AreaErrors> {
    const input = InstallerProfileInputSchema.safeParse({
      serviceZip,
      serviceRadiusMi,
      bio: settings.data?.bio ?? '',
      films: settings.data?.films ?? [],
    })
    if (!input.success) {
      const issue = input.error.issues[0]
      const text = translateMarketplaceCode(i18n, issue?.message)
      return issue?.path[0] === 'serviceZip' ? { zip: text } : { form: text }
    }
    try {
      await save.mutateAsync(input.data)
      setEditing(false)
      return {}
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.serviceZip)
        return { zip: translateMarketplaceCode(i18n, error.fieldErrors.serviceZip) }
      return { form: describeFailure(i18n, error) }
    }
  }

  async function saveLocal(localZip: string, radiusMi: number): Promise<AreaErrors> {
    if (!/^\d{5}$/.test(localZip)) return { zip: translateMarketplaceCode(i18n, 'zipInvalid') }
    setChecking(true)
    try {
      const found = await queryClient.fetchQuery(zipPlaceQuery(localZip))
      rememberBoardOrigin(user.id, { zip: localZip, lat: found.lat, lng: found.lng, radiusMi })
      setEditing(false)
      return {}
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return { zip: translateMarketplaceCode(i18n, 'zipUnknown') }
      return { form: describeFailure(i18n, error) }
    } finally {
      setChecking(false)
    }
  }

  // An installer edits once their settings are here (the save carries their bio and films along).
  const canEdit = installer ? settings.data !== undefined : true
  const showForm = editing || (zip === '' && canEdit)

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MapPin className="size-4 text-accent-600" aria-hidden />
        {installer ? <Trans>Your service area</Trans> : <Trans>Measure distances from</Trans>}
      </h2>

      {loading ? (
        <p className="text-sm text-slate-600" role="status">
          <Trans>Loading your service area…</Trans>
        </p>
      ) : installer && settings.error && !offline && !origin ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {describeFailure(i18n, settings.error)}
        </p>
      ) : showForm ? (
        <>
          {zip === '' && (
            <p className="text-sm text-slate-700">
              {installer ? (
                <Trans>
                  Set the ZIP code you work from to see how far each job is and to filter jobs by distance.
                </Trans>
              ) : (
                <Trans>
                  Administrators have no service area. Choose a ZIP code to measure distances from on this
                  device.
                </Trans>
              )}
            </p>
          )}
          <AreaForm
            initialZip={zip}
            initialRadius={radius}
            busy={save.isPending || checking}
            onSave={installer ? saveInstaller : saveLocal}
            onCancel={zip !== '' ? () => setEditing(false) : undefined}
          />
        </>
      ) : zip === '' ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <WifiOff className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <Trans>Connect to the internet once to load your service area.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-1 text-sm text-slate-700">
          <p className="text-base font-semibold text-slate-900">
            {place.data ? (
              <Trans>
                {place.data.city}, {place.data.state} {zip}
              </Trans>
            ) : (
              <Trans>ZIP {zip}</Trans>
            )}
          </p>
          <p>
            <Trans>Radius: {radius} mi</Trans>
          </p>
          {installer && !origin && (
            <p className="text-amber-800">
              <Trans>We could not place this ZIP code on the map: distances are not shown.</Trans>
            </p>
          )}
          {canEdit && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2 self-start"
              onClick={() => setEditing(true)}
              aria-label={t`Change service area`}
            >
              <Pencil aria-hidden />
              <Trans>Change</Trans>
            </Button>
          )}
        </div>
      )}

      {offline && origin && (
        <p className="flex items-start gap-2 text-xs text-slate-600">
          <WifiOff className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <Trans>Offline: distances are measured from your last known service area.</Trans>
        </p>
      )}
    </section>
  )
}
