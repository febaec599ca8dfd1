import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

/**
 * One career section. Empty: the owner is invited to add, everyone else sees nothing at all.
 */
export function SectionCard({
  id,
  title,
  isOwn,
  empty,
  invite,
  addLabel,
  onAdd,
  children,
}: {
  id: string
  title: string
  isOwn: boolean
  empty: boolean
  invite?: string
  addLabel?: string
  onAdd?: () => void
  children: ReactNode
}) {
  if (empty && !isOwn) return null
  const headingId = `${id}-heading`
  return (
    <Card className="p-4 sm:p-6" aria-labelledby={headingId} role="region" data-testid={`section-${id}`}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {isOwn && onAdd && addLabel && (
          <Button variant="ghost" size="icon" aria-label={addLabel} title={addLabel} onClick={onAdd}>
            <Plus className="size-5" aria-hidden="true" />
          </Button>
        )}
      </div>
      {empty ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-4">
          <p className="text-muted">{invite}</p>
          {onAdd && addLabel && (
            <Button variant="secondary" onClick={onAdd}>
              <Plus className="size-4" aria-hidden="true" /> {addLabel}
            </Button>
          )}
        </div>
      ) : (
        children
      )}
    </Card>
  )
}
