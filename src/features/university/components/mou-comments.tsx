import { useState, type FormEvent } from 'react'
import { HiddenLabelField } from '@/components/shared/hidden-label-field'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { useMouActions } from '@/data/university/mou-mutations'
import type { MouDetail } from '@/data/university/university-types'
import { t } from '@/lib/i18n'

export function MouComments({ mou }: { mou: MouDetail }) {
  const { comment } = useMouActions(mou.id)
  const [body, setBody] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!body.trim()) return
    comment.mutate(body.trim(), { onSuccess: () => setBody('') })
  }
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{t('Comments')}</h2>
      {mou.comments.length === 0 && <p className="mt-2 text-sm text-muted">{t('No comments yet.')}</p>}
      <ul className="mt-2 space-y-3">
        {mou.comments.map((c) => (
          <li key={c.id} className="flex gap-2" data-testid="mou-comment">
            {c.author && <PersonAvatar person={c.author} className="size-8" />}
            <div className="min-w-0 text-sm">
              <p>
                <span className="font-medium">{c.author?.name ?? t('A member')}</span>{' '}
                <RelativeTime iso={c.created_at} className="text-xs text-muted" />
              </p>
              <p className="whitespace-pre-line">{c.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-3 space-y-2">
        <HiddenLabelField id="mou-comment" label={t('Add a comment')}>
          <Textarea rows={2} placeholder={t('Add a comment')} value={body} onChange={(e) => setBody(e.target.value)} />
        </HiddenLabelField>
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={!body.trim() || comment.isPending}>
            {t('Comment')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
