import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { describeSettingError } from './pricing-fields.tsx'
import { useAdminSetting } from './api/settings.ts'
import { SheetForm } from './pricing-sheet-form.tsx'

/*
 * /admin/pricing: every setting of the estimator's pricing sheet (docs/pricing.md), grouped and
 * explained, with what the change does to three sample jobs before it is saved.
 */

export function PricingSheetPage() {
  const { t, i18n } = useLingui()
  const setting = useAdminSetting('pricingSheet')
  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Pricing sheet`}
        description={t`The prices the estimator quotes installed film with. Every new estimate and every estimate saved from now on is priced with this sheet, on the server and, once they are online, on every device.`}
      />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        {setting.isPending ? (
          <Loader label={t`Loading the pricing sheet…`} className="py-10" />
        ) : setting.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeSettingError(i18n, setting.error)}
          </p>
        ) : (
          // Keyed by the saved version: a save or a reset starts the form again from what is stored.
          <SheetForm key={setting.data.updatedAt ?? 'defaults'} setting={setting.data} />
        )}
      </div>
    </>
  )
}
