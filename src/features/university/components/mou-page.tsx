import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Download, FileText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { IconOnlyButton } from '@/components/shared/icon-only-button'
import { LoadError } from '@/components/shared/load-error'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { documentUrl } from '@/data/university/verification-queries'
import { mouQueryOptions } from '@/data/university/mou-queries'
import type { MouDetail } from '@/data/university/university-types'
import { notify } from '@/lib/toast'
import { MOU_AREA_LABEL, daysUntil, mouActionsFor } from '../university.utils'
import type { UniversityViewer } from '../verifications-screen'
import { MouActions } from './mou-actions'
import { MouComments } from './mou-comments'
import { MouForm } from './mou-form'
import { MouHistory } from './mou-history'
import { MouStatusBadge } from './mou-status-badge'
import { msg, t } from '@/lib/i18n'

export function MouPage({ id, viewer }: { id: string; viewer: UniversityViewer }) {
  const { data: mou, isPending, isError, error, refetch } = useQuery(mouQueryOptions(id))
  const [editing, setEditing] = useState(false)
  if (isPending) return <Skeleton className="h-96" />
  if (isError) return <LoadError what={t('This MOU')} error={error} onRetry={() => void refetch()} />
  const actions = mouActionsFor(mou, viewer.id)
  if (editing) {
    return (
      <MouForm
        universityId={viewer.id}
        mou={mou}
        onCancel={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    )
  }
  const left = mou.ends_on ? daysUntil(mou.ends_on) : null
  return (
    <article className="space-y-4" aria-labelledby="mou-title">
      <Link
        to={paths.universityMou}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('All MOUs')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="mou-title" className="text-2xl font-bold tracking-tight">
            {mou.title}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <MouStatusBadge status={mou.status} />
            {mou.changes_requested_at && mou.status === 'under_review' && <span>{t('Changes requested')}</span>}
            {mou.starts_on && mou.ends_on && (
              <span>
                {mou.starts_on} → {mou.ends_on}
                {mou.status === 'active' &&
                  left !== null &&
                  left >= 0 &&
                  ` · ${t('{count, plural, one {# day left} other {# days left}}', { count: left })}`}
              </span>
            )}
          </p>
        </div>
      </header>
      <MouActions mou={mou} actions={actions} onEdit={() => setEditing(true)} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Terms mou={mou} />
          <MouComments mou={mou} />
        </div>
        <div className="min-w-0 space-y-4">
          <Parties mou={mou} />
          <Versions mou={mou} />
          <MouHistory events={mou.events} />
        </div>
      </div>
    </article>
  )
}

function Terms({ mou }: { mou: MouDetail }) {
  const rows: Array<[string, string]> = [
    [msg('Purpose'), mou.purpose],
    [msg('Scope'), mou.scope],
    [msg('Areas'), mou.areas.map((a) => t(MOU_AREA_LABEL[a] ?? a)).join(', ')],
    [msg('Renewal'), mou.renewal_terms],
    [msg('Contacts'), mou.contacts],
  ]
  if (mou.close_reason)
    rows.push([mou.status === 'rejected' ? msg('Rejected because') : msg('Ended because'), mou.close_reason])
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{t('Terms')}</h2>
      <dl className="mt-2 space-y-2 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt className="font-medium">{t(k)}</dt>
              <dd className="whitespace-pre-line text-muted">{v}</dd>
            </div>
          ))}
      </dl>
    </Card>
  )
}

function Parties({ mou }: { mou: MouDetail }) {
  const sorted = [...mou.parties].sort((a, b) => (a.role === b.role ? 0 : a.role === 'university' ? -1 : 1))
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{t('Parties')}</h2>
      <ul className="mt-2 space-y-3">
        {sorted.map((p) => (
          <li key={p.party_id} className="flex items-start gap-2" data-testid="mou-party">
            {p.party && <PersonAvatar person={p.party} className="size-9" />}
            <div className="min-w-0 text-sm">
              <Link to={paths.profile(p.party_id)} className="font-medium hover:underline">
                {p.party?.name ?? t('A member')}
              </Link>
              <span className="text-muted"> · {p.role === 'university' ? t('University') : t('Partner')}</span>
              <p className="text-xs text-muted">
                {p.signed_at ? (
                  <>
                    {t('Signed by {name}, {title}', { name: p.signed_name, title: p.signed_title })} ·{' '}
                    <RelativeTime iso={p.signed_at} />
                  </>
                ) : (
                  t('Not signed')
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function Versions({ mou }: { mou: MouDetail }) {
  const open = async (path: string, name: string) => {
    try {
      window.open(await documentUrl(path, name), '_blank', 'noopener')
    } catch (error) {
      void notify(t('The document could not be opened'), 'error', (error as Error).message)
    }
  }
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{t('Document versions')}</h2>
      {mou.versions.length === 0 && <p className="mt-2 text-sm text-muted">{t('No document yet.')}</p>}
      <ul className="mt-2 space-y-2">
        {mou.versions.map((v, i) => (
          <li key={v.id} className="flex items-center gap-2 text-sm" data-testid="mou-version">
            <FileText className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {t('Version {version}', { version: String(v.version) })}
                {i === 0 && <span className="ml-1 text-xs text-primary">{t('current')}</span>}
              </p>
              <p className="truncate text-xs text-muted" title={[v.file_name, v.note].filter(Boolean).join(' · ')}>
                {v.file_name} · <RelativeTime iso={v.created_at} />
                {v.note && ` · ${v.note}`}
              </p>
            </div>
            <IconOnlyButton
              icon={Download}
              label={t('Download version {version}', { version: String(v.version) })}
              onClick={() => void open(v.file_path, v.file_name)}
            />
          </li>
        ))}
      </ul>
    </Card>
  )
}
