import { Toast as ToastPrimitive } from 'radix-ui'
import { cva } from 'class-variance-authority'
import { X } from 'lucide-react'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { cn } from './cn.ts'
import { TOAST_DURATION_MS, dismissToast, getToast, subscribeToasts, type ToastState } from './toast-store.ts'

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
    // Radix's own close timer is off (duration Infinity): see useCloseTimer.
    <ToastPrimitive.Provider duration={Infinity} label={t`Notification`}>
      {current && <ToastItem key={current.id} toast={current} />}
      <ToastPrimitive.Viewport
        label={t`Notifications (F8)`}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4"
      />
    </ToastPrimitive.Provider>
  )
}

function ToastItem({ toast }: { toast: ToastState }) {
  const { t } = useLingui()
  const timer = useCloseTimer(toast.id, toast.duration ?? TOAST_DURATION_MS)
  return (
    <ToastPrimitive.Root
      duration={Infinity}
      {...timer}
      onOpenChange={(open) => !open && dismissToast(toast.id)}
      className={toastVariants({ variant: toast.variant })}
    >
      <div className="grid flex-1 gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {toast.action && (
        <ToastPrimitive.Action
          altText={typeof toast.action.label === 'string' ? toast.action.label : t`Confirm`}
          onClick={toast.action.onClick}
          className={cn(
            'shrink-0 rounded-md border px-3 py-1.5 text-sm font-semibold',
            toast.variant === 'destructive' ? 'border-white/40' : 'border-slate-300 bg-brand-800 text-white',
          )}
        >
          {toast.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label={t`Close`}
        className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

/**
 * Closes the toast once it has been on screen for `duration`, not counting the time Radix pauses it
 * (pointer or focus on the toasts, the window in the background), so it can always be read. Radix's
 * own timer is not used: in the end-to-end runs it closed the sign-in welcome within a second of
 * showing it, on a busy page, when a pause and a resume came around the toast's first render.
 */
function useCloseTimer(id: number, duration: number) {
  const timer = useRef(0)
  const remaining = useRef(duration)
  /** When the running countdown started; 0 while paused. */
  const startedAt = useRef(0)
  const onResume = useCallback(() => {
    if (startedAt.current || !Number.isFinite(remaining.current)) return
    startedAt.current = Date.now()
    timer.current = window.setTimeout(() => dismissToast(id), Math.max(remaining.current, 0))
  }, [id])
  const onPause = useCallback(() => {
    if (!startedAt.current) return
    window.clearTimeout(timer.current)
    remaining.current -= Date.now() - startedAt.current
    startedAt.current = 0
  }, [])
  useEffect(() => {
    onResume()
    return onPause
  }, [onResume, onPause])
  return { onPause, onResume }
}
