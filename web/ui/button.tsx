import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'
import { useHydrated } from './use-hydrated.tsx'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-center text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-800 text-white shadow-sm hover:bg-brand-700',
        destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-100',
        secondary: 'bg-accent-100 text-brand-900 hover:bg-accent-200',
        ghost: 'text-slate-800 hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        // A minimum height, not a height: a label longer in another language wraps instead of being cut.
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 px-3 py-1.5',
        lg: 'min-h-12 px-6 py-2.5 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated()
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A link (asChild) works without the app; a button does nothing, or posts its form, before it.
      disabled={asChild ? disabled : disabled || !hydrated}
      {...props}
    />
  )
}
