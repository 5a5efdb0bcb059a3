import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

export const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-accent-500 focus-visible:ring-2 focus-visible:ring-accent-500/40 focus-visible:outline-none aria-[invalid=true]:border-red-600 disabled:opacity-60 md:text-sm'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />
}
