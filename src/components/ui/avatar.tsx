import { cn } from '@/lib/cn'

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || 'U'
  return src ? (
    <img src={src} alt="" className={cn('size-10 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary',
        className,
      )}
    >
      {initial}
    </span>
  )
}
