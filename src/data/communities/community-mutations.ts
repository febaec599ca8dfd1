import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/data/posts/keys'
import { patchPost } from '@/data/posts/post-cache'
import { toAppError } from '@/lib/errors'
import type { MutationToastOptions } from '@/lib/query-client'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { Community, CommunityCategory, NotificationLevel } from './community-types'
import { communityKeys } from './keys'
import { t } from '@/lib/i18n'

/** Uploads a community's new cover and icon (either may be absent), with one progress for both. */
export async function uploadCommunityImages(
  cover: Blob | null,
  icon: Blob | null,
  onProgress?: (fraction: number) => void,
): Promise<{ cover?: string; icon?: string }> {
  const files = [cover, icon].filter((f): f is Blob => !!f)
  if (!files.length) return {}
  const { uploadFile } = await import('@/data/storage/upload-file')
  const done = files.map(() => 0)
  const paths = await Promise.all(
    files.map((file, i) =>
      uploadFile('community-media', file, (f) => {
        done[i] = f
        onProgress?.(done.reduce((a, b) => a + b, 0) / files.length)
      }),
    ),
  )
  return { cover: cover ? paths[0] : undefined, icon: icon ? paths[cover ? 1 : 0] : undefined }
}

/** What the community form saves: its fields, and new images to upload first. */
export interface CommunityChanges {
  name: string
  description: string
  rules: string
  category: CommunityCategory
  /** Only the owner may change these two; moderators send them unchanged. */
  visibility: 'public' | 'private'
  join_policy: 'open' | 'approval' | 'invite_only'
  cover: Blob | null
  icon: Blob | null
  onProgress?: (fraction: number) => void
}

/** The address is chosen once, at creation. */
export interface NewCommunity extends CommunityChanges {
  slug: string
}

/** Creates a community (the creator becomes its owner), uploading cover and icon first. */
export function useCreateCommunity(
  userId: string,
  { errorToast = t('The community was not created') }: MutationToastOptions = {},
) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ cover, icon, onProgress, ...fields }: NewCommunity): Promise<Community> => {
      const images = await uploadCommunityImages(cover, icon, onProgress)
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('communities')
        .insert({
          ...fields,
          created_by: userId,
          cover_url: images.cover ?? null,
          icon_url: images.icon ?? null,
        })
        .select()
        .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: communityKeys.all })
    },
    meta: { errorToast },
  })
}

const refreshCommunity = (qc: ReturnType<typeof useQueryClient>, communityId: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: communityKeys.membership(communityId) }),
    qc.invalidateQueries({ queryKey: communityKeys.mine() }),
    qc.invalidateQueries({ queryKey: communityKeys.members(communityId) }),
    qc.invalidateQueries({ queryKey: communityKeys.details() }),
    qc.invalidateQueries({ queryKey: postKeys.feed(`community:${communityId}`) }),
    qc.invalidateQueries({ queryKey: communityKeys.pinned(communityId) }),
  ])

/** Join, request to join, or accept an invitation (the database decides which). */
export function useJoinCommunity() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ communityId, message }: { communityId: string; message?: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('join_community', {
        community: communityId,
        message: message ?? undefined,
      })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async (row, { communityId }) => {
      void notify(
        row.status === 'active' ? t('Welcome to the community') : t('Request sent to the moderators'),
        'success',
      )
      await refreshCommunity(qc, communityId)
    },
    meta: { errorToast: t('Could not join') },
  })
}

/** Leave, cancel a request, or refuse an invitation. */
export function useLeaveCommunity() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (communityId: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('leave_community', { community: communityId })
      if (error) throw toAppError(error)
    },
    onSuccess: (_, communityId) => refreshCommunity(qc, communityId),
    meta: { errorToast: t('Could not leave') },
  })
}

export function useSetNotificationLevel(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ communityId, level }: { communityId: string; level: NotificationLevel }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('community_members')
        .update({ notification_level: level })
        .eq('community_id', communityId)
        .eq('user_id', userId)
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { communityId }) => {
      void notify(t('Notification level saved'), 'success')
      await qc.invalidateQueries({ queryKey: communityKeys.membership(communityId) })
    },
    meta: { errorToast: t('Could not save the notification level') },
  })
}

/** Marks the community read for the member (unread activity on "My communities"). */
export async function markCommunityRead(communityId: string, userId: string) {
  const supabase = await getSupabase()
  await supabase
    .from('community_members')
    .update({ last_read_at: new Date().toISOString() })
    .eq('community_id', communityId)
    .eq('user_id', userId)
}

/** Moderators approve or decline pending requests in bulk. */
export function useAnswerJoinRequests(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ memberIds, approve }: { memberIds: string[]; approve: boolean }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('answer_join_requests', {
        community: communityId,
        member_ids: memberIds,
        approve,
      })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async (count, { approve }) => {
      void notify(
        approve
          ? t('{count, plural, one {# request approved} other {# requests approved}}', { count })
          : t('{count, plural, one {# request declined} other {# requests declined}}', { count }),
        'success',
      )
      await refreshCommunity(qc, communityId)
    },
    meta: { errorToast: t('Could not answer the requests') },
  })
}

/** Moderator actions on one member: invite, role, ban, unban, remove. */
export function useMemberAction(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'invite'; memberId: string }
        | { kind: 'role'; memberId: string; role: 'owner' | 'moderator' | 'member' }
        | { kind: 'ban' | 'unban' | 'remove'; memberId: string },
    ) => {
      const supabase = await getSupabase()
      const { error } =
        action.kind === 'invite'
          ? await supabase.rpc('invite_to_community', { community: communityId, member: action.memberId })
          : action.kind === 'role'
            ? await supabase.rpc('set_community_role', {
                community: communityId,
                member: action.memberId,
                new_role: action.role,
              })
            : action.kind === 'remove'
              ? await supabase.rpc('remove_community_member', { community: communityId, member: action.memberId })
              : await supabase.rpc('ban_community_member', {
                  community: communityId,
                  member: action.memberId,
                  banned: action.kind === 'ban',
                })
      if (error) throw toAppError(error)
      return action
    },
    onSuccess: async (action) => {
      const done = {
        invite: t('Invitation sent'),
        role: t('Role changed'),
        ban: t('Member banned'),
        unban: t('Ban lifted'),
        remove: t('Member removed'),
      }[action.kind]
      void notify(done, 'success')
      await refreshCommunity(qc, communityId)
    },
    meta: { errorToast: t('That did not work') },
  })
}

/** Moderators pin or unpin a post. */
export function usePinPost(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, pinned }: { postId: string; pinned: boolean }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('pin_community_post', { post: postId, pinned })
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { pinned }) => {
      void notify(pinned ? t('Post pinned') : t('Post unpinned'), 'success')
      await Promise.all([
        qc.invalidateQueries({ queryKey: communityKeys.pinned(communityId) }),
        qc.invalidateQueries({ queryKey: postKeys.feed(`community:${communityId}`) }),
      ])
    },
    meta: { errorToast: t('Could not pin the post') },
  })
}

/** Moderators remove a post with a reason its author sees. */
export function useRemovePost(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, reason }: { postId: string; reason: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('remove_community_post', { post: postId, reason })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async (row) => {
      patchPost(qc, row.id, (p) => ({
        ...p,
        removed_at: row.removed_at,
        removed_reason: row.removed_reason,
        pinned_at: row.pinned_at,
      }))
      void notify(t('Post removed; the author was told why'), 'success')
      await Promise.all([
        qc.invalidateQueries({ queryKey: communityKeys.pinned(communityId) }),
        qc.invalidateQueries({ queryKey: communityKeys.reports(communityId) }),
        qc.invalidateQueries({ queryKey: postKeys.feed(`community:${communityId}`) }),
      ])
    },
    meta: { errorToast: t('Could not remove the post') },
  })
}

/** Creates an invitation link that expires. */
export async function createInviteLink(communityId: string, days = 7) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('create_community_invite_link', {
    community: communityId,
    valid_days: days,
  })
  if (error) throw toAppError(error)
  return data
}
