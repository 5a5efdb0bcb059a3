import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import {
  NOTICE_MAX_LENGTH,
  NOTICE_TONES,
  type NoticeTone,
  type SystemSettings,
} from '../../../domain/admin/public-settings.ts'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { Panel } from '../../ui/panel.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useAdminSystemSettings, useSaveSystemSettings } from './admin-api.ts'
import { adminFieldErrors, describeAdminError } from './admin-messages.ts'

const SAVE_FAILED = msg`The settings could not be saved`
const LOAD_FAILED = msg`The settings could not be loaded`

/** /admin/system: the support contacts and the site notice every visitor sees. */
export function AdminSystemPage() {
  const { t, i18n } = useLingui()
  const view = useAdminSystemSettings()
  return (
    <>
      <PageHeader
        eyebrow={t`Administration`}
        title={t`System settings`}
        description={t`What every visitor sees: the support line and address in the footer and on the contact page, and the site-wide notice.`}
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {view.isPending ? (
          <Loader label={t`Loading settings…`} className="py-10" />
        ) : !view.data ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeAdminError(i18n, view.error, LOAD_FAILED)}
          </p>
        ) : (
          <SettingsForm
            initial={view.data.settings}
            updatedAt={view.data.updatedAt}
            updatedBy={view.data.updatedBy}
          />
        )}
      </div>
    </>
  )
}

function SettingsForm({
  initial,
  updatedAt,
  updatedBy,
}: {
  initial: SystemSettings
  updatedAt: string | null
  updatedBy: string | null
}) {
  const { t, i18n } = useLingui()
  const save = useSaveSystemSettings()
  const [settings, setSettings] = useState(initial)
  const errors = adminFieldErrors(i18n, save.error)
  const setNotice = (notice: Partial<SystemSettings['notice']>) =>
    setSettings((current) => ({ ...current, notice: { ...current.notice, ...notice } }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(settings, {
      onSuccess: (view) => {
        setSettings(view.settings)
        toast({ variant: 'success', title: t`System settings saved` })
      },
    })
  }
  const toneLabels: Record<NoticeTone, string> = { info: t`Information (blue)`, warning: t`Warning (amber)` }
  const when = updatedAt ? i18n.date(new Date(updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) : null
  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
      <Panel title={t`Support contacts`} description={t`Shown in the footer of every page and on /contact.`}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label={t`Support phone`}
            type="tel"
            autoComplete="off"
            value={settings.supportPhone}
            error={errors.supportPhone}
            onChange={(event) => setSettings({ ...settings, supportPhone: event.currentTarget.value })}
          />
          <FormField
            label={t`Support email`}
            type="email"
            autoComplete="off"
            value={settings.supportEmail}
            error={errors.supportEmail}
            onChange={(event) => setSettings({ ...settings, supportEmail: event.currentTarget.value })}
          />
        </div>
      </Panel>
      <Panel
        title={t`Site notice`}
        description={t`A banner under the header of every page, e.g. “Hurricane season: installations may move”. Leave it empty for none.`}
      >
        <div className="flex flex-col gap-4">
          <TextAreaField
            label={t`Notice text`}
            value={settings.notice.text}
            maxLength={NOTICE_MAX_LENGTH}
            error={errors['notice.text']}
            onChange={(text) => setNotice({ text })}
            hint={t`${settings.notice.text.length} of ${NOTICE_MAX_LENGTH} characters. Shown as written, in every language.`}
          />
          <SelectField<NoticeTone>
            label={t`Style`}
            value={settings.notice.tone}
            options={NOTICE_TONES.map((tone) => ({ value: tone, label: toneLabels[tone] }))}
            onChange={(tone) => setNotice({ tone })}
            className="sm:max-w-xs"
          />
        </div>
      </Panel>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden />
          <Trans>Save settings</Trans>
        </Button>
        <p className="text-sm text-slate-500">
          {when && updatedBy ? (
            <Trans>
              Last saved {when} by {updatedBy}
            </Trans>
          ) : (
            <Trans>The defaults: never saved</Trans>
          )}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {describeAdminError(i18n, save.error, SAVE_FAILED)}
        </p>
      )}
    </form>
  )
}
