import { RefreshCw } from 'lucide-react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { runApiChecks, type CheckResult } from './api-checks'

export function InfoTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-border">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
          <dt className="text-muted">{label}</dt>
          <dd className="font-mono break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  )
}

export function ApiChecks() {
  const [results, setResults] = useState<CheckResult[] | null>(null)
  const [running, setRunning] = useState(false)
  const run = useCallback(async () => {
    setRunning(true)
    setResults(await runApiChecks())
    setRunning(false)
  }, [])
  useEffect(() => void run(), [run])
  return (
    <Section
      title="Live API checks"
      action={
        <Button variant="secondary" size="sm" onClick={run} isLoading={running}>
          {!running && <RefreshCw className="size-4" aria-hidden="true" />}
          Run again
        </Button>
      }
    >
      {!results ? (
        <p className="text-sm text-muted">Checking…</p>
      ) : (
        <ul className="divide-y divide-border" aria-live="polite">
          {results.map((r) => (
            <li key={r.name} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 rounded-full', r.ok ? 'bg-emerald-500' : 'bg-red-500')}
                />
                {r.name}
                <span className="sr-only">{r.ok ? 'working' : 'failing'}</span>
              </span>
              <span className="font-mono text-muted">
                {r.detail} · {r.ms} ms
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
