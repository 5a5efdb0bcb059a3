import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ImageUp, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../ui/button.tsx'
import { toast } from '../../ui/toast-store.ts'
import { describeError } from '../../app/error-messages.ts'
import { useCompanyLogo } from './api/company-logo.ts'

const LOGO_FAILED = msg`The logo could not be saved`
const LOGO_MAX_BYTES = 1024 * 1024

export function CompanyLogo({ logoUrl }: { logoUrl: string | null }) {
  const { i18n, t } = useLingui()
  const inputId = useId()
  const logo = useCompanyLogo()
  const save = (file: File | null) =>
    logo.mutate(file, {
      onSuccess: () => toast({ title: i18n._(msg`Profile updated successfully`), variant: 'success' }),
      onError: (error) =>
        toast({
          title: i18n._(LOGO_FAILED),
          description: describeError(i18n, error, LOGO_FAILED),
          variant: 'destructive',
        }),
    })

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="grid size-20 place-items-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
        {logoUrl ? (
          <img src={logoUrl} alt={t`Company logo`} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-slate-500">
            <Trans>No logo</Trans>
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          <Trans>Company logo</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={logo.isPending}
          className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-800 file:px-3 file:py-2 file:font-semibold file:text-white"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (!file) return
            if (file.size > LOGO_MAX_BYTES) {
              toast({
                title: i18n._(LOGO_FAILED),
                description: t`Upload a PNG, JPEG or WebP image of at most 1 MB`,
                variant: 'destructive',
              })
              return
            }
            save(file)
          }}
        />
        <p className="text-xs text-slate-500">
          <ImageUp className="mr-1 inline size-3.5" aria-hidden />
          <Trans>PNG, JPEG or WebP, up to 1 MB. Shown on your quotes and installer profile.</Trans>
        </p>
        {logoUrl && (
          <Button
            variant="ghost"
            size="sm"
            className="w-fit text-red-700"
            disabled={logo.isPending}
            onClick={() => save(null)}
          >
            <Trash2 aria-hidden />
            <Trans>Remove logo</Trans>
          </Button>
        )}
      </div>
    </div>
  )
}
