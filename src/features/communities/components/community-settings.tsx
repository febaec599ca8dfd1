import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { FormSection } from '@/components/shared/form-section'
import { PersonRow } from '@/components/shared/person-row'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useMemberAction } from '@/data/communities/community-mutations'
import { communityMembersQueryOptions } from '@/data/communities/community-queries'
import { useDeleteCommunity, useUpdateCommunity } from '@/data/communities/community-settings'
import {
  COMMUNITY_CATEGORIES,
  JOIN_POLICIES,
  type Community,
  type CommunityCategory,
  type CommunityRole,
} from '@/data/communities/community-types'
import { communitySettingsSchema, type CommunitySettingsValues } from '../community-form.schema'

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3'

/**
 * The Settings tab (owner and moderators): moderators edit name, description, rules, category and images; the
 * owner also changes visibility and joining, transfers ownership and deletes. The address never changes.
 */
export function CommunitySettings({
  community,
  userId,
  myRole,
}: {
  community: Community
  userId: string
  myRole: CommunityRole
}) {
  const isOwner = myRole === 'owner'
  return (
    <div className="space-y-4">
      <SettingsForm community={community} isOwner={isOwner} />
      {isOwner && <TransferOwnership community={community} userId={userId} />}
      {isOwner && <DeleteCommunity community={community} />}
    </div>
  )
}

function SettingsForm({ community, isOwner }: { community: Community; isOwner: boolean }) {
  const update = useUpdateCommunity(community.id)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [cover, setCover] = useState<File | null>(null)
  const [icon, setIcon] = useState<File | null>(null)
  const form = useForm<CommunitySettingsValues>({
    resolver: standardSchemaResolver(communitySettingsSchema),
    defaultValues: {
      name: community.name,
      description: community.description,
      rules: community.rules,
      category: community.category as CommunityCategory,
      visibility: community.visibility as 'public' | 'private',
      join_policy: community.join_policy as CommunitySettingsValues['join_policy'],
    },
  })
  const { register, handleSubmit, formState, reset } = form
  const e = formState.errors

  const submit = handleSubmit(async (values) => {
    setError(null)
    setProgress(cover || icon ? 0 : null)
    try {
      const { resizeImage } = await import('@/lib/image-resize')
      const [c, i] = await Promise.all([
        cover ? resizeImage(cover, { maxWidth: 1600, maxHeight: 600 }) : null,
        icon ? resizeImage(icon, { maxWidth: 320, maxHeight: 320 }) : null,
      ])
      const saved = await update.mutateAsync({ ...values, cover: c, icon: i, onProgress: setProgress })
      setCover(null)
      setIcon(null)
      reset({ ...values, name: saved.name })
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setProgress(null)
    }
  })

  return (
    <form onSubmit={(ev) => void submit(ev)} className="space-y-4" noValidate aria-label="Community settings">
      {error && <Alert>{error}</Alert>}
      <FormSection title="About the community">
        <FormField label="Name" error={e.name?.message}>
          <Input {...register('name')} maxLength={80} autoComplete="off" />
        </FormField>
        <FormField label="Address" hint="The address stays the same, so shared and invitation links keep working.">
          <Input value={`/community/${community.slug}`} readOnly disabled />
        </FormField>
        <FormField label="Description" error={e.description?.message}>
          <Textarea {...register('description')} rows={3} maxLength={2000} />
        </FormField>
        <FormField label="Category" error={e.category?.message}>
          <select {...register('category')} className={select}>
            {COMMUNITY_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Rules" error={e.rules?.message} hint="Shown under About. One rule a line works well.">
          <Textarea {...register('rules')} rows={4} maxLength={4000} />
        </FormField>
      </FormSection>
      <FormSection title="Images">
        <FormField label="New cover image" hint="A wide image; leave empty to keep the current one.">
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(ev) => setCover(ev.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField label="New icon" hint="A square image; leave empty to keep the current one.">
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(ev) => setIcon(ev.target.files?.[0] ?? null)}
          />
        </FormField>
        {progress !== null && <ProgressBar value={progress} label="Uploading images" />}
      </FormSection>
      <FormSection title="Who can see and join">
        {!isOwner && <p className="text-sm text-muted">Only the owner changes who can see and join the community.</p>}
        <fieldset className="space-y-2" disabled={!isOwner}>
          <legend className="text-sm font-medium">Visibility</legend>
          <label className="flex items-start gap-2">
            <input type="radio" value="public" {...register('visibility')} className="mt-1 size-4" />
            <span>
              <span className="font-medium">Public</span>
              <span className="block text-sm text-muted">Anyone signed in sees its posts and members.</span>
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" value="private" {...register('visibility')} className="mt-1 size-4" />
            <span>
              <span className="font-medium">Private</span>
              <span className="block text-sm text-muted">
                Only members see its posts and members; others see its About.
              </span>
            </span>
          </label>
        </fieldset>
        <fieldset className="space-y-2" disabled={!isOwner}>
          <legend className="text-sm font-medium">Joining</legend>
          {JOIN_POLICIES.map((p) => (
            <label key={p.value} className="flex items-start gap-2">
              <input type="radio" value={p.value} {...register('join_policy')} className="mt-1 size-4" />
              <span>
                <span className="font-medium">{p.label}</span>
                <span className="block text-sm text-muted">{p.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </FormSection>
      <div className="flex justify-end">
        <Button type="submit" isLoading={formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  )
}

function TransferOwnership({ community, userId }: { community: Community; userId: string }) {
  const [search, setSearch] = useState('')
  const members = useInfiniteQuery(communityMembersQueryOptions(community.id, 'active', search))
  const action = useMemberAction(community.id)
  const candidates = (members.data?.pages.flatMap((p) => p.items) ?? [])
    .filter((m) => m.member.id !== userId)
    .slice(0, 8)
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">Transfer ownership</h2>
      <p className="text-sm text-muted">
        The new owner can change everything here, including deleting the community. You stay on as a moderator.
      </p>
      <label className="block">
        <span className="sr-only">Find a member</span>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Find a member" />
      </label>
      <ul className="divide-y divide-border" aria-label="Members who can become owner">
        {candidates.map((m) => (
          <li key={m.member.id}>
            <PersonRow
              person={m.member}
              action={
                <Button
                  size="sm"
                  variant="secondary"
                  isLoading={action.isPending}
                  onClick={() =>
                    window.confirm(`Make ${m.member.name} the owner of ${community.name}? You become a moderator.`) &&
                    action.mutate({ kind: 'role', memberId: m.member.id, role: 'owner' })
                  }
                >
                  Make owner
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      {members.isSuccess && candidates.length === 0 && (
        <p className="text-sm text-muted">{search ? 'Nobody by that name.' : 'No other members yet.'}</p>
      )}
    </Card>
  )
}

function DeleteCommunity({ community }: { community: Community }) {
  const [typed, setTyped] = useState('')
  const navigate = useNavigate()
  const remove = useDeleteCommunity(() => void navigate(paths.community, { replace: true }))
  const matches = typed.trim() === community.name
  return (
    <Card className="space-y-3 border-danger p-4">
      <h2 className="font-semibold text-danger">Delete the community</h2>
      <p className="text-sm">Its posts, members, invitations and events are deleted for good. This cannot be undone.</p>
      <FormField label={`Type the community’s name, ${community.name}, to confirm`}>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </FormField>
      <Button
        variant="danger"
        disabled={!matches}
        isLoading={remove.isPending}
        onClick={() => remove.mutate(community.id)}
      >
        Delete community
      </Button>
    </Card>
  )
}
