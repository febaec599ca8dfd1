import { t } from '@/lib/i18n'
import { eventTypeLabel } from '../dashboard.utils'

/** The charts' data as a table, for keyboard and screen-reader users (and anyone who wants numbers). */
export function ActivityTable({ rows, series }: { rows: Record<string, string | number>[]; series: string[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('Events per day and type')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('Day')}
            </th>
            {series.map((type) => (
              <th key={type} scope="col" className="py-2 pr-3 font-medium">
                {eventTypeLabel(type)}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              {t('Total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className="border-b border-border/60">
              <th scope="row" className="py-1.5 pr-3 font-normal tabular-nums">
                {row.day}
              </th>
              {series.map((type) => (
                <td key={type} className="py-1.5 pr-3 tabular-nums">
                  {row[type] ?? 0}
                </td>
              ))}
              <td className="py-1.5 tabular-nums">{series.reduce((sum, type) => sum + Number(row[type] ?? 0), 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
