import { useQuery } from '@tanstack/react-query'
import { Sparkles, UserPlus2, X } from 'lucide-react'
import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { EmptyState } from '@/components/shared/empty-state'
import { LabelledTextarea } from '@/components/shared/labelled-textarea'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useConnect, useDismissSuggestion } from '@/data/associates/associate-mutations'
import { REQUEST_NOTE_LIMIT, type Suggestion } from '@/data/associates/associate-types'
import { suggestionsQueryOptions } from '@/data/associates/associates-query'
import { suggestionReason } from '../associates.utils'
import { t } from '@/lib/i18n'

/** People you may know, each with its reason, Connect (with an optional note) and Dismiss. */
export function SuggestionList({ userId }: { userId: string }) {
  const query = useQuery(suggestionsQueryOptions())
  const connect = useConnect(userId)
  const dismiss = useDismissSuggestion(userId)
  const [target, setTarget] = useState<Suggestion | null>(null)
  const [note, setNote] = useState('')

  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError)
    return <LoadError what={t('Suggestions')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={Sparkles} title={t('No suggestions right now')}>
          {t(
            'Add your university, skills and interests to your profile, and connect with people you know, to see more suggestions.',
          )}
        </EmptyState>
      </Card>
    )
  }
  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold text-muted">{t('People you may know')}</h2>
      <ul aria-label={t('Suggestions')} className="divide-y divide-border">
        {query.data.map((s) => (
          <li key={s.id}>
            <PersonRow
              person={s}
              detail={
                <>
                  <span className="text-foreground">{suggestionReason(s)}</span>
                  {s.headline && <span> · {s.headline}</span>}
                </>
              }
              action={
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => dismiss.mutate(s.id)}
                    aria-label={t('Dismiss {name}', { name: s.name })}
                  >
                    <X className="size-4 sm:hidden" aria-hidden="true" />
                    <span className="hidden sm:inline">{t('Dismiss')}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setNote('')
                      setTarget(s)
                    }}
                    aria-label={t('Connect with {name}', { name: s.name })}
                  >
                    <UserPlus2 className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">{t('Connect')}</span>
                  </Button>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('Connect with {name}', { name: target?.name ?? '' })}
        description={t('Add a note to say how you know each other (optional).')}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (target) connect.mutate({ other: target.id, message: note })
            setTarget(null)
          }}
        >
          <LabelledTextarea
            label={t('Note')}
            value={note}
            maxLength={REQUEST_NOTE_LIMIT}
            onChange={(e) => setNote(e.target.value)}
            rows={4}
            className="mt-1"
          />
          <p className="mt-1 text-right text-xs text-muted">
            {note.length}/{REQUEST_NOTE_LIMIT}
          </p>
          <CancelAndConfirm onCancel={() => setTarget(null)} className="mt-3">
            <Button type="submit">{t('Send request')}</Button>
          </CancelAndConfirm>
        </form>
      </Dialog>
    </Card>
  )
}
