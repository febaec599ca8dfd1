import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { Card } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import { CHART_HEIGHT, eventTypeLabel, TOTALS_CHART_TITLE } from '../dashboard.utils'

export interface Series {
  type: string
  total: number
  color: string
}

const shortDay = (day: string) => day.slice(5)

/**
 * The stacked daily area chart and the totals bar chart (recharts, loaded only on /dashboard). Each
 * chart is labelled for screen readers; recharts' accessibility layer moves the tooltip with the arrows.
 */
export default function DashboardCharts({
  dailyTitle,
  rows,
  series,
}: {
  dailyTitle: string
  rows: Record<string, string | number>[]
  series: Series[]
}) {
  const totals = series.map((s) => ({ type: s.type, label: eventTypeLabel(s.type), total: s.total, color: s.color }))
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Card className="p-4" data-testid="daily-chart">
        <h2 className="mb-3 font-semibold">{dailyTitle}</h2>
        <div
          role="img"
          aria-label={`${dailyTitle}: ${series.map((s) => `${eventTypeLabel(s.type)} ${s.total}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <AreaChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
              <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip formatter={(value, name) => [value, eventTypeLabel(String(name))]} />
              <Legend formatter={(value: string) => eventTypeLabel(value)} wrapperStyle={{ fontSize: 12 }} />
              {series.map((s) => (
                <Area
                  key={s.type}
                  type="monotone"
                  dataKey={s.type}
                  name={s.type}
                  stackId="events"
                  stroke={s.color}
                  fill={s.color}
                  fillOpacity={0.35}
                  isAnimationActive={false}
                />
              ))}
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card className="p-4" data-testid="totals-chart">
        <h2 className="mb-3 font-semibold">{t(TOTALS_CHART_TITLE)}</h2>
        <div
          role="img"
          aria-label={`${t(TOTALS_CHART_TITLE)}: ${totals.map((x) => `${x.label} ${x.total}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={totals} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="label" width={112} fontSize={12} interval={0} />
              <Tooltip />
              <Bar dataKey="total" name={t('Total')} isAnimationActive={false}>
                {totals.map((x) => (
                  <Cell key={x.type} fill={x.color} data-event-type={x.type} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </div>
  )
}
