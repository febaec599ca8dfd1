import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useMouActions } from '@/data/university/mou-mutations'
import { partnerSearchQueryOptions } from '@/data/university/mou-queries'
import type { MouDetail } from '@/data/university/university-types'
import { t } from '@/lib/i18n'
import { profileTypeLabel } from '@/lib/profile-types'
import { proposeBlockers, type MouAction } from '../university.utils'

type Open = 'sign' | 'requestChanges' | 'reject' | 'terminate' | 'upload' | 'partners' | null

/** The moves the viewer may make now: each opens what it needs (a signature, a reason, a file). */
export function MouActions({ mou, actions, onEdit }: { mou: MouDetail; actions: MouAction[]; onEdit: () => void }) {
  const a = useMouActions(mou.id)
  const [open, setOpen] = useState<Open>(null)
  if (!actions.length) return null
  const has = (x: MouAction) => actions.includes(x)
  const close = () => setOpen(null)
  const blockers = has('propose') ? proposeBlockers(mou) : []
  return (
    <Card className="flex flex-wrap gap-2 p-3" aria-label={t('Actions')}>
      {blockers.length > 0 && (
        <div id="mou-propose-blockers" className="w-full text-sm">
          <p className="font-medium">{t('Before you can propose it to partners:')}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-muted">
            {blockers.map((b) => (
              <li key={b}>{t(b)}</li>
            ))}
          </ul>
        </div>
      )}
      {has('sign') && <Button onClick={() => setOpen('sign')}>{t('Sign')}</Button>}
      {has('propose') && (
        <Button
          disabled={a.propose.isPending || blockers.length > 0}
          aria-describedby={blockers.length ? 'mou-propose-blockers' : undefined}
          onClick={() => a.propose.mutate({})}
        >
          {t('Propose to partners')}
        </Button>
      )}
      {has('review') && (
        <Button variant="secondary" disabled={a.startReview.isPending} onClick={() => a.startReview.mutate({})}>
          {t('Start review')}
        </Button>
      )}
      {has('requestChanges') && (
        <Button variant="secondary" onClick={() => setOpen('requestChanges')}>
          {t('Ask for changes')}
        </Button>
      )}
      {has('upload') && (
        <Button variant="secondary" onClick={() => setOpen('upload')}>
          {t('Upload new version')}
        </Button>
      )}
      {has('edit') && (
        <Button variant="secondary" onClick={onEdit}>
          {t('Edit terms')}
        </Button>
      )}
      {has('partners') && (
        <Button variant="secondary" onClick={() => setOpen('partners')}>
          {t('Partners')}
        </Button>
      )}
      {has('reject') && (
        <Button variant="ghost" onClick={() => setOpen('reject')}>
          {t('Reject')}
        </Button>
      )}
      {has('terminate') && (
        <Button variant="ghost" onClick={() => setOpen('terminate')}>
          {t('Terminate')}
        </Button>
      )}
      {has('delete') && (
        <Button variant="ghost" disabled={a.remove.isPending} onClick={() => a.remove.mutate()}>
          {t('Delete draft')}
        </Button>
      )}

      {open === 'sign' && (
        <Dialog
          open
          onOpenChange={close}
          title={t('Sign this MOU')}
          description={t('Type your full name and title; the time is recorded.')}
        >
          <SignForm
            pending={a.sign.isPending}
            onSubmit={(full_name, title) => a.sign.mutate({ full_name, title }, { onSuccess: close })}
          />
        </Dialog>
      )}
      {(open === 'requestChanges' || open === 'reject' || open === 'terminate') && (
        <Dialog
          open
          onOpenChange={close}
          title={
            {
              requestChanges: t('Ask for changes'),
              reject: t('Reject this MOU'),
              terminate: t('Terminate this MOU'),
            }[open]
          }
        >
          <ReasonForm
            label={open === 'requestChanges' ? t('What should change?') : t('Reason')}
            submitLabel={{ requestChanges: t('Send'), reject: t('Reject'), terminate: t('Terminate') }[open]}
            onSubmit={(text) =>
              open === 'requestChanges'
                ? a.requestChanges.mutate({ comment: text }, { onSuccess: close })
                : a.close.mutate(
                    { action: open === 'reject' ? 'reject' : 'terminate', reason: text },
                    { onSuccess: close },
                  )
            }
          />
        </Dialog>
      )}
      {open === 'upload' && (
        <Dialog
          open
          onOpenChange={close}
          title={t('Upload a new version')}
          description={t('A PDF up to {limit} MB. Signatures start again.', { limit: 10 })}
        >
          <UploadForm
            pending={a.uploadVersion.isPending}
            onSubmit={(file, note) => a.uploadVersion.mutate({ file, note }, { onSuccess: close })}
          />
        </Dialog>
      )}
      {open === 'partners' && (
        <Dialog open onOpenChange={close} title={t('Partners')}>
          <PartnersEditor
            mou={mou}
            onAdd={(id) => a.parties.mutate({ add: id })}
            onRemove={(id) => a.parties.mutate({ remove: id })}
          />
        </Dialog>
      )}
    </Card>
  )
}

function SignForm({ pending, onSubmit }: { pending: boolean; onSubmit: (name: string, title: string) => void }) {
  const [name, setName] = useState('')
  const [title, setTitle] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(name.trim(), title.trim())
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('Full name')}</span>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('Title')}</span>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('Head of Partnerships')} />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || name.trim().length < 2 || title.trim().length < 2}>
          {t('Sign')}
        </Button>
      </div>
    </form>
  )
}

function ReasonForm({
  label,
  submitLabel,
  onSubmit,
}: {
  label: string
  submitLabel: string
  onSubmit: (text: string) => void
}) {
  const [text, setText] = useState('')
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(text.trim())
      }}
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{label}</span>
        <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

function UploadForm({ pending, onSubmit }: { pending: boolean; onSubmit: (file: File, note: string) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [note, setNote] = useState('')
  const bad = file && (file.type !== 'application/pdf' || file.size > 10 * 1024 * 1024)
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        if (file && !bad) onSubmit(file, note.trim())
      }}
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('PDF')}</span>
        <Input type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {bad && (
        <p role="alert" className="text-sm text-danger">
          {t('Choose a PDF under {limit} MB.', { limit: 10 })}
        </p>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('What changed (optional)')}</span>
        <Input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={!file || !!bad || pending}>
          {t('Upload')}
        </Button>
      </div>
    </form>
  )
}

function PartnersEditor({
  mou,
  onAdd,
  onRemove,
}: {
  mou: MouDetail
  onAdd: (id: string) => void
  onRemove: (id: string) => void
}) {
  const [q, setQ] = useState('')
  const found = useQuery(partnerSearchQueryOptions(q))
  const partners = mou.parties.filter((p) => p.role === 'partner')
  const taken = new Set(mou.parties.map((p) => p.party_id))
  return (
    <div className="space-y-3">
      <ul className="space-y-1">
        {partners.length === 0 && <li className="text-sm text-muted">{t('No partner yet.')}</li>}
        {partners.map((p) => (
          <li key={p.party_id} className="flex items-center justify-between text-sm">
            {p.party?.name}
            <Button size="sm" variant="ghost" onClick={() => onRemove(p.party_id)}>
              {t('Remove')}
            </Button>
          </li>
        ))}
      </ul>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('Add an organisation')}</span>
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('Search by name')} />
      </label>
      <ul className="space-y-1">
        {found.data
          ?.filter((p) => !taken.has(p.id))
          .map((p) => (
            <li key={p.id} className="flex items-center justify-between text-sm">
              <span>
                {p.name} <span className="text-muted">· {t(profileTypeLabel(p.profile_type))}</span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onAdd(p.id)}>
                {t('Add')}
              </Button>
            </li>
          ))}
      </ul>
    </div>
  )
}
