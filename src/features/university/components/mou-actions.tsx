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
import { profileTypeLabel } from '@/lib/profile-types'
import type { MouAction } from '../university.utils'

type Open = 'sign' | 'requestChanges' | 'reject' | 'terminate' | 'upload' | 'partners' | null

/** The moves the viewer may make now: each opens what it needs (a signature, a reason, a file). */
export function MouActions({ mou, actions, onEdit }: { mou: MouDetail; actions: MouAction[]; onEdit: () => void }) {
  const a = useMouActions(mou.id)
  const [open, setOpen] = useState<Open>(null)
  if (!actions.length) return null
  const has = (x: MouAction) => actions.includes(x)
  const close = () => setOpen(null)
  return (
    <Card className="flex flex-wrap gap-2 p-3" aria-label="Actions">
      {has('sign') && <Button onClick={() => setOpen('sign')}>Sign</Button>}
      {has('propose') && (
        <Button disabled={a.propose.isPending} onClick={() => a.propose.mutate({})}>
          Propose to partners
        </Button>
      )}
      {has('review') && (
        <Button variant="secondary" disabled={a.startReview.isPending} onClick={() => a.startReview.mutate({})}>
          Start review
        </Button>
      )}
      {has('requestChanges') && (
        <Button variant="secondary" onClick={() => setOpen('requestChanges')}>
          Ask for changes
        </Button>
      )}
      {has('upload') && (
        <Button variant="secondary" onClick={() => setOpen('upload')}>
          Upload new version
        </Button>
      )}
      {has('edit') && (
        <Button variant="secondary" onClick={onEdit}>
          Edit terms
        </Button>
      )}
      {has('partners') && (
        <Button variant="secondary" onClick={() => setOpen('partners')}>
          Partners
        </Button>
      )}
      {has('reject') && (
        <Button variant="ghost" onClick={() => setOpen('reject')}>
          Reject
        </Button>
      )}
      {has('terminate') && (
        <Button variant="ghost" onClick={() => setOpen('terminate')}>
          Terminate
        </Button>
      )}
      {has('delete') && (
        <Button variant="ghost" disabled={a.remove.isPending} onClick={() => a.remove.mutate()}>
          Delete draft
        </Button>
      )}

      {open === 'sign' && (
        <Dialog
          open
          onOpenChange={close}
          title="Sign this MOU"
          description="Type your full name and title; the time is recorded."
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
            { requestChanges: 'Ask for changes', reject: 'Reject this MOU', terminate: 'Terminate this MOU' }[open]
          }
        >
          <ReasonForm
            label={open === 'requestChanges' ? 'What should change?' : 'Reason'}
            submitLabel={{ requestChanges: 'Send', reject: 'Reject', terminate: 'Terminate' }[open]}
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
          title="Upload a new version"
          description="A PDF up to 10 MB. Signatures start again."
        >
          <UploadForm
            pending={a.uploadVersion.isPending}
            onSubmit={(file, note) => a.uploadVersion.mutate({ file, note }, { onSuccess: close })}
          />
        </Dialog>
      )}
      {open === 'partners' && (
        <Dialog open onOpenChange={close} title="Partners">
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
        <span className="mb-1 block font-medium">Full name</span>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Title</span>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Head of Partnerships" />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || name.trim().length < 2 || title.trim().length < 2}>
          Sign
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
        <span className="mb-1 block font-medium">PDF</span>
        <Input type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {bad && (
        <p role="alert" className="text-sm text-danger">
          Choose a PDF under 10 MB.
        </p>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">What changed (optional)</span>
        <Input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={!file || !!bad || pending}>
          Upload
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
        {partners.length === 0 && <li className="text-sm text-muted">No partner yet.</li>}
        {partners.map((p) => (
          <li key={p.party_id} className="flex items-center justify-between text-sm">
            {p.party?.name}
            <Button size="sm" variant="ghost" onClick={() => onRemove(p.party_id)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Add an organisation</span>
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search by name" />
      </label>
      <ul className="space-y-1">
        {found.data
          ?.filter((p) => !taken.has(p.id))
          .map((p) => (
            <li key={p.id} className="flex items-center justify-between text-sm">
              <span>
                {p.name} <span className="text-muted">· {profileTypeLabel(p.profile_type)}</span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onAdd(p.id)}>
                Add
              </Button>
            </li>
          ))}
      </ul>
    </div>
  )
}
