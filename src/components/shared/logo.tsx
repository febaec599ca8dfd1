/** The product's name: a brand, the same in every language. */
const PRODUCT_NAME = 'Campus Network'

/** `compact`: the mark alone; `narrow`: the mark alone on the narrowest phones (under 380 px), where a header's buttons need the room. */
export function Logo({ compact = false, narrow = false }: { compact?: boolean; narrow?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-base font-bold tracking-tight whitespace-nowrap text-foreground sm:text-lg">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" className="text-primary" />
        <path
          d="M9 20.5 16 9l7 11.5M11.5 16.5h9"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span className={narrow ? 'max-[379px]:sr-only' : undefined}>{PRODUCT_NAME}</span>}
    </span>
  )
}
