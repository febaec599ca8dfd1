import { cn } from '@/lib/cn'

/** The wide image at the top of a profile or community card; the gradient shows where there is none. */
export function CoverBanner({ src, gradient }: { src: string | null; gradient: string }) {
  return (
    <div className={cn('h-28 bg-gradient-to-r sm:h-40', gradient)}>
      {src && <img src={src} alt="" className="size-full object-cover" />}
    </div>
  )
}
