import { Toast as ToastPrimitive } from 'radix-ui'
import { cva } from 'class-variance-authority'
import { X } from 'lucide-react'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { cn } from './cn.ts'
import { TOAST_DURATION_MS, dismissToast, getToast, subscribeToasts } from './toast-store.ts'

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
        destructive: 'border-red-700 bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/** Renders the one current toast; it closes itself after 5 s unless it asks to stay. */
export function Toaster() {
  const { t } = useLingui()
  const current = useSyncExternalStore(subscribeToasts, getToast, () => null)
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label={t`Notification`}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          duration={current.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          className={toastVariants({ variant: current.variant })}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm break-words opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {current.action && (
            <ToastPrimitive.Action
              altText={typeof current.action.label === 'string' ? current.action.label : t`Confirm`}
              onClick={current.action.onClick}
              className={cn(
                'shrink-0 rounded-md border px-3 py-1.5 text-sm font-semibold',
                current.variant === 'destructive'
                  ? 'border-white/40'
                  : 'border-slate-300 bg-brand-800 text-white',
              )}
            >
              {current.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label={t`Close`}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={t`Notifications (F8)`}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4"
      />
    </ToastPrimitive.Provider>
  )
}
