import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { PersonRow } from '@/components/shared/person-row'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { SettlingSearchField } from '@/components/shared/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useMemberAction } from '@/data/communities/community-mutations'
import { communityMembersQueryOptions } from '@/data/communities/community-queries'
import { useDeleteCommunity, useUpdateCommunity } from '@/data/communities/community-settings'
import type { Community, CommunityCategory, CommunityRole } from '@/data/communities/community-types'
import {
  CommunityAboutSection,
  CommunityAccessSection,
  CommunityImagesSection,
  useCommunityImages,
} from './community-form-fields'
import { communitySettingsSchema, type CommunitySettingsValues } from '../community-form.schema'
import { t } from '@/lib/i18n'

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
  const images = useCommunityImages()
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
    try {
      const saved = await images.upload((uploads) => update.mutateAsync({ ...values, ...uploads }))
      images.clear()
      reset({ ...values, name: saved.name })
    } catch (err) {
      setError((err as Error).message)
    }
  })

  return (
    <form onSubmit={(ev) => void submit(ev)} className="space-y-4" noValidate aria-label={t('Community settings')}>
      {error && <Alert>{error}</Alert>}
      <CommunityAboutSection
        register={register}
        errors={e}
        address={
          <FormField
            label={t('Address')}
            hint={t('The address stays the same, so shared and invitation links keep working.')}
          >
            <Input value={`/community/${community.slug}`} readOnly disabled />
          </FormField>
        }
      />
      <CommunityImagesSection
        images={images}
        cover={{ label: t('New cover image'), hint: t('A wide image; leave empty to keep the current one.') }}
        icon={{ label: t('New icon'), hint: t('A square image; leave empty to keep the current one.') }}
      />
      <CommunityAccessSection
        register={register}
        disabled={!isOwner}
        note={
          !isOwner && (
            <p className="text-sm text-muted">{t('Only the owner changes who can see and join the community.')}</p>
          )
        }
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('Save changes')}
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
      <h2 className="font-semibold">{t('Transfer ownership')}</h2>
      <p className="text-sm text-muted">
        {t('The new owner can change everything here, including deleting the community. You stay on as a moderator.')}
      </p>
      {/* Each settled name is one request for the members who match it. */}
      <SettlingSearchField
        label={t('Find a member')}
        onSettled={setSearch}
        placeholder={t('Find a member')}
        icon={null}
      />
      <ul className="divide-y divide-border" aria-label={t('Members who can become owner')}>
        {candidates.map((m) => (
          <li key={m.member.id}>
            <PersonRow
              person={m.member}
              action={
                <ConfirmButton
                  size="sm"
                  variant="secondary"
                  isLoading={action.isPending}
                  confirm={t('Make {name} the owner of {community}? You become a moderator.', {
                    name: m.member.name,
                    community: community.name,
                  })}
                  onConfirm={() => action.mutate({ kind: 'role', memberId: m.member.id, role: 'owner' })}
                >
                  {t('Make owner')}
                </ConfirmButton>
              }
            />
          </li>
        ))}
      </ul>
      {members.isSuccess && candidates.length === 0 && (
        <p className="text-sm text-muted">{search ? t('Nobody by that name.') : t('No other members yet.')}</p>
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
      <h2 className="font-semibold text-danger">{t('Delete the community')}</h2>
      <p className="text-sm">
        {t('Its posts, members, invitations and events are deleted for good. This cannot be undone.')}
      </p>
      <FormField label={t('Type the community’s name, {name}, to confirm', { name: community.name })}>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </FormField>
      <Button
        variant="danger"
        disabled={!matches}
        isLoading={remove.isPending}
        onClick={() => remove.mutate(community.id)}
      >
        {t('Delete community')}
      </Button>
    </Card>
  )
}
