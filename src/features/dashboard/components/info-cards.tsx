import { Lightbulb } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import type { Tip } from '../dashboard-tips'

/** Three tips for the member's profile type. */
export function InfoCards({ tips }: { tips: Tip[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {tips.map((tip) => (
        <Card key={tip.title} className="flex flex-col p-4" data-testid="info-card">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-primary" aria-hidden="true" />
            {t(tip.title)}
          </h3>
          <p className="mt-1 flex-1 text-sm text-muted">{t(tip.text)}</p>
          <Link to={tip.href} className="mt-3 text-sm font-medium text-primary hover:underline">
            {t(tip.action)}
          </Link>
        </Card>
      ))}
    </div>
  )
}
