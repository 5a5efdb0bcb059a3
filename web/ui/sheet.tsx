import { Dialog as SheetPrimitive } from 'radix-ui'
import { cva } from 'class-variance-authority'
import { X } from 'lucide-react'
import { Trans } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { DialogOverlay } from './dialog.tsx'

export const Sheet = SheetPrimitive.Root
export const SheetTitle = SheetPrimitive.Title
export const SheetDescription = SheetPrimitive.Description

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 bg-white p-6 shadow-2xl transition-transform', {
  variants: {
    side: {
      top: 'inset-x-0 top-0 border-b',
      bottom: 'inset-x-0 bottom-0 border-t',
      left: 'inset-y-0 left-0 h-full w-4/5 max-w-sm border-r',
      right: 'inset-y-0 right-0 h-full w-4/5 max-w-sm border-l',
    },
  },
  defaultVariants: { side: 'right' },
})

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  side?: 'top' | 'bottom' | 'left' | 'right'
}

/** A panel that slides in from an edge (right unless told), with a Close button. */
export function SheetContent({ side = 'right', className, children, ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} data-side={side} {...props}>
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          <X className="size-4" aria-hidden />
          <Trans>Close</Trans>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}
