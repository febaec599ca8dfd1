import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

/** A titled card grouping a form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  )
}
