import { Camera } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { buttonVariants } from './button.tsx'
import { cn } from './cn.ts'

/**
 * The square "add photos" tile beside a row of thumbnails: a labelled file input (the camera on a
 * phone, a file dialog on a desktop) that hands over the chosen files and is ready again at once.
 */
export function AddPhotosTile({
  busy,
  children,
  onFiles,
  disabled,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'children'> & {
  busy: boolean
  /** The tile's visible text. */
  children: ReactNode
  onFiles: (files: File[]) => void
}) {
  const generated = useId()
  const id = input.id ?? generated
  return (
    <label
      htmlFor={id}
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'size-24 cursor-pointer flex-col text-xs whitespace-normal has-focus-visible:ring-2 has-focus-visible:ring-accent-500',
        busy && 'pointer-events-none opacity-60',
      )}
    >
      <Camera aria-hidden />
      {children}
      <input
        {...input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        disabled={busy || disabled}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ''
          onFiles(files)
        }}
      />
    </label>
  )
}
