import { cn } from '@/lib/cn'

/** The banner at the top of a profile or community card: its cover image over a gradient, or the gradient alone. */
export function CoverBanner({ src, className }: { src: string | null; className: string }) {
  return (
    <div className={cn('h-28 bg-gradient-to-r sm:h-40', className)}>
      {src && <img src={src} alt="" className="size-full object-cover" />}
    </div>
  )
}
