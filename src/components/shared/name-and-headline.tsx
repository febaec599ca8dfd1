/** A person's name over their headline, each one line cut short with the full text on hover. */
export function NameAndHeadline({ name, headline }: { name: string; headline?: string | null }) {
  return (
    <span className="min-w-0">
      <span className="block truncate text-sm font-medium" title={name}>
        {name}
      </span>
      {headline && (
        <span className="block truncate text-xs text-muted" title={headline}>
          {headline}
        </span>
      )}
    </span>
  )
}
