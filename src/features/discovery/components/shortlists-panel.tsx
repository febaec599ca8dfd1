import { useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Download, ListChecks, Trash2 } from 'lucide-react'
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { EmptyState } from '@/components/shared/empty-state'
import { HiddenLabelField } from '@/components/shared/hidden-label-field'
import { IconOnlyButton } from '@/components/shared/icon-only-button'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import {
  useCreateShortlist,
  useDeleteShortlist,
  useRemoveFromShortlist,
  useReorderShortlist,
  useUpdateShortlistEntry,
} from '@/data/discovery/discovery-mutations'
import { shortlistEntriesQueryOptions, shortlistsQueryOptions } from '@/data/discovery/discovery-queries'
import type { ShortlistEntry } from '@/data/discovery/discovery-types'
import { t } from '@/lib/i18n'
import { moveEntry, shortlistCsv } from '../discovery.utils'
import { shortlistNameSchema } from '../member-filters.schema'
import { fileSlug, saveFile } from '@/lib/save-file'

/** The member's private shortlists: create, open one, annotate, reorder, remove, export. */
export function ShortlistsPanel({ me }: { me: string }) {
  const lists = useQuery(shortlistsQueryOptions(me))
  const create = useCreateShortlist(me)
  const remove = useDeleteShortlist(me)
  const [openId, setOpenId] = useState<string | null>(null)
  const form = useForm<{ name: string }>({
    resolver: standardSchemaResolver(shortlistNameSchema),
    defaultValues: { name: '' },
  })
  const nameError = form.formState.errors.name?.message
  const submit = form.handleSubmit(async ({ name }) => {
    const created = await create.mutateAsync(name)
    form.reset({ name: '' })
    setOpenId(created.id)
  })
  if (lists.isPending) return <Skeleton className="h-48" />
  if (lists.isError)
    return <LoadError what={t('Your shortlists')} error={lists.error} onRetry={() => void lists.refetch()} />
  const open = lists.data.find((l) => l.id === openId) ?? lists.data[0]
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_1fr]">
      <div className="space-y-3">
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap gap-2">
          <HiddenLabelField id="new-shortlist" label={t('New shortlist name')}>
            <Input
              placeholder={t('New shortlist')}
              maxLength={80}
              className="min-w-0 flex-1"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'new-shortlist-error' : undefined}
              {...form.register('name')}
            />
          </HiddenLabelField>
          <Button type="submit" isLoading={create.isPending || form.formState.isSubmitting}>
            {t('Create')}
          </Button>
          {nameError && (
            <p id="new-shortlist-error" role="alert" className="basis-full text-sm text-danger">
              {nameError}
            </p>
          )}
        </form>
        <ul className="space-y-1" aria-label={t('Shortlists')}>
          {lists.data.map((l) => (
            <li key={l.id}>
              <button
                type="button"
                aria-current={open?.id === l.id}
                onClick={() => setOpenId(l.id)}
                className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left hover:bg-background aria-[current=true]:bg-primary-soft aria-[current=true]:text-primary"
              >
                <span className="truncate">{l.name}</span>
                <span className="text-xs text-muted">{l.shortlist_members[0]?.count ?? 0}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open ? (
        <ShortlistDetail key={open.id} me={me} id={open.id} name={open.name} onDelete={() => remove.mutate(open.id)} />
      ) : (
        <Card>
          <EmptyState icon={ListChecks} title={t('No shortlists yet')}>
            {t('Create a shortlist, then add members from the search with a note.')}
          </EmptyState>
        </Card>
      )}
    </div>
  )
}

function ShortlistDetail({ me, id, name, onDelete }: { me: string; id: string; name: string; onDelete: () => void }) {
  const entries = useQuery(shortlistEntriesQueryOptions(id))
  const reorder = useReorderShortlist()
  const remove = useRemoveFromShortlist(me)
  const [order, setOrder] = useState<ShortlistEntry[] | null>(null)
  const rows = order ?? entries.data ?? []
  const move = (index: number, delta: -1 | 1) => {
    const next = moveEntry(rows, index, delta)
    setOrder(next)
    reorder.mutate({ shortlistId: id, memberIds: next.map((e) => e.member_id) }, { onSettled: () => setOrder(null) })
  }
  const download = () => {
    saveFile(`${fileSlug(name)}-shortlist.csv`, shortlistCsv(rows, window.location.origin), 'text/csv;charset=utf-8')
  }
  return (
    <Card className="p-4" data-testid="shortlist-detail">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{name}</h2>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={download} disabled={rows.length === 0}>
            <Download className="size-4" aria-hidden="true" /> {t('Export CSV')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" /> {t('Delete list')}
          </Button>
        </div>
      </div>
      {entries.isPending ? (
        <Skeleton className="h-32" />
      ) : entries.isError ? (
        <LoadError what={t('This shortlist')} error={entries.error} onRetry={() => void entries.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">{t('Nobody on this shortlist yet. Add members from the search.')}</p>
      ) : (
        <ol className="divide-y divide-border">
          {rows.map((e, i) =>
            e.member ? (
              <li key={e.member_id} className="py-1">
                <PersonRow
                  person={e.member}
                  action={
                    <div className="flex">
                      <IconOnlyButton
                        icon={ArrowUp}
                        label={t('Move {name} up', { name: e.member.name })}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                      />
                      <IconOnlyButton
                        icon={ArrowDown}
                        label={t('Move {name} down', { name: e.member.name })}
                        disabled={i === rows.length - 1}
                        onClick={() => move(i, 1)}
                      />
                      <IconOnlyButton
                        icon={Trash2}
                        label={t('Remove {name}', { name: e.member.name })}
                        onClick={() => remove.mutate({ shortlistId: id, memberId: e.member_id })}
                      />
                    </div>
                  }
                />
                <NoteField shortlistId={id} entry={e} />
              </li>
            ) : null,
          )}
        </ol>
      )}
    </Card>
  )
}

function NoteField({ shortlistId, entry }: { shortlistId: string; entry: ShortlistEntry }) {
  const update = useUpdateShortlistEntry()
  const [note, setNote] = useState(entry.note)
  return (
    <label className="mb-2 block pl-14 text-sm">
      <span className="sr-only">{t('Note about {name}', { name: entry.member?.name })}</span>
      <Input
        value={note}
        placeholder={t('Add a note')}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
        onBlur={() => note !== entry.note && update.mutate({ shortlistId, memberId: entry.member_id, note })}
        className="min-h-9 text-sm"
      />
    </label>
  )
}
