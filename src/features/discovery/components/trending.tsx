import { useQuery } from '@tanstack/react-query'
import { Flame } from 'lucide-react'
import { Link } from 'react-router-dom'
import { IconHeading } from '@/components/shared/icon-heading'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { trendingQueryOptions } from '@/data/discovery/discovery-queries'
import { t } from '@/lib/i18n'

/** A post's mention markup `@[Name](id)` read as `@Name` (the title is a 140-character preview). */
const preview = (body: string) => body.replace(/@\[([^\]]+)\]\([^)]*\)/g, '@$1')

/** Posts and opportunities with the most engagement over the last 7 days. */
export function TrendingThisWeek() {
  const { data, isPending, isError } = useQuery(trendingQueryOptions())
  return (
    <Card className="p-4">
      <IconHeading icon={Flame} title={t('Trending this week')} iconClassName="size-4 text-primary" className="mb-2" />
      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError || !data?.length ? (
        <p className="text-sm text-muted">{t('Nothing is trending yet this week.')}</p>
      ) : (
        <ol className="space-y-2">
          {data.map((item) => (
            <li key={`${item.entity_type}:${item.entity_id}`}>
              <Link
                to={item.entity_type === 'post' ? paths.post(item.entity_id) : paths.opportunity(item.entity_id)}
                className="block rounded-md p-1 hover:bg-background"
              >
                <span className="line-clamp-2 text-sm font-medium" title={item.title}>
                  {item.entity_type === 'post' ? preview(item.title) : item.title}
                </span>
                <span className="block text-xs text-muted">
                  {item.entity_type === 'post'
                    ? t('Post · {subtitle} · {count, plural, one {# interaction} other {# interactions}}', {
                        subtitle: item.subtitle,
                        count: item.engagement,
                      })
                    : t('Opportunity · {subtitle} · {count, plural, one {# interaction} other {# interactions}}', {
                        subtitle: item.subtitle,
                        count: item.engagement,
                      })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
