import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import type { Json } from '@/types/database'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { messageKeys } from './keys'
import { patchConversation } from './message-cache'
import { upsertMessage } from './thread-cache'
import { MESSAGE_SELECT, type Attachment, type Message } from './message-types'
import { t } from '@/lib/i18n'

export interface SendInput {
  conversationId: string
  body: string
  attachments?: Attachment[]
  replyToId?: string | null
}

/** Sends a message: it shows at once as pending, then as the server stored it (realtime brings it to others). */
export function useSendMessage(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (input: SendInput) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('messages')
        .insert({
          conversation_id: input.conversationId,
          sender_id: userId,
          body: input.body,
          attachments: (input.attachments ?? []) as unknown as Json,
          reply_to_id: input.replyToId ?? null,
        })
        .select(MESSAGE_SELECT)
        .single()
        .overrideTypes<Message, { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
    onMutate: (input) => {
      const pending: Message = {
        id: `pending-${crypto.randomUUID()}`,
        conversation_id: input.conversationId,
        sender_id: userId,
        body: input.body.trim(),
        attachments: input.attachments ?? [],
        reply_to_id: input.replyToId ?? null,
        edited_at: null,
        deleted_at: null,
        created_at: new Date().toISOString(),
        pending: true,
      }
      upsertMessage(qc, pending)
      return { pendingId: pending.id }
    },
    onSuccess: (message, _input, context) => {
      upsertMessage(qc, message, context?.pendingId)
      patchConversation(qc, message.conversation_id, {
        last_message_at: message.created_at,
        last_sender_id: message.sender_id,
        unread_count: 0,
      })
      void qc.invalidateQueries({ queryKey: messageKeys.lists() })
    },
    meta: { errorToast: t('Your message was not sent') },
    onError: (_error, input, context) => {
      qc.setQueryData(
        messageKeys.thread(input.conversationId),
        (thread: { pages: { items: Message[] }[] } | undefined) =>
          thread
            ? {
                ...thread,
                pages: thread.pages.map((p) => ({ ...p, items: p.items.filter((m) => m.id !== context?.pendingId) })),
              }
            : thread,
      )
    },
  })
}

/** Edits (body) or deletes (deleted: true) one of the caller's messages. */
export function useChangeMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (input: { message: Message; body?: string; deleted?: boolean }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('messages')
        .update(input.deleted ? { deleted_at: new Date().toISOString() } : { body: input.body ?? '' })
        .eq('id', input.message.id)
        .select(MESSAGE_SELECT)
        .single()
        .overrideTypes<Message, { merge: false }>()
      if (error) throw toAppError(error)
      // The files go with the message, through the Storage API (hosted Supabase refuses deleting storage
      // objects in SQL). If that fails, the file stays readable only to the conversation's members.
      const paths = input.deleted ? input.message.attachments.map((a) => a.path) : []
      if (paths.length) await supabase.storage.from('message-attachments').remove(paths)
      return data
    },
    onMutate: ({ message, body, deleted }) =>
      upsertMessage(
        qc,
        deleted
          ? { ...message, body: '', attachments: [], deleted_at: new Date().toISOString() }
          : { ...message, body: body ?? message.body, edited_at: new Date().toISOString() },
      ),
    onSuccess: (message) => upsertMessage(qc, message),
    meta: { errorToast: t('Your change was not saved') },
    onError: (_error, { message }) => upsertMessage(qc, message),
  })
}

/** Starts (or finds) a conversation; the caller navigates to the returned id. Errors carry the refusal. */
export function useStartConversation() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (input: { memberIds: string[]; title?: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('start_conversation', {
        member_ids: input.memberIds,
        title: input.title || undefined,
      })
      if (error) throw toAppError(error)
      return data as string
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.lists() }),
        qc.invalidateQueries({ queryKey: messageKeys.allowances() }),
      ]),
    // The screens say why inline (a refusal reads as the reason).
    meta: { errorToast: false },
  })
}

/**
 * Marks the conversation read. `viewing` (the thread is on screen) also holds notifications back for
 * 45 s; the thread repeats it every 30 s and on each arriving message.
 */
export async function markConversationRead(conversationId: string, viewing: boolean) {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('mark_conversation_read', { conversation_id: conversationId, viewing })
  if (error) throw toAppError(error)
}

export function useMarkConversationRead(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ conversationId, viewing }: { conversationId: string; viewing: boolean }) =>
      markConversationRead(conversationId, viewing),
    onMutate: ({ conversationId }) => patchConversation(qc, conversationId, { unread_count: 0 }),
    onSettled: () => qc.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }),
    // Quiet: the next read (or the heartbeat) tries again.
    meta: { errorToast: false },
  })
}

/** Mute or archive, for the caller only. */
export function useSetMembership(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (input: { conversationId: string; muted?: boolean; archived?: boolean }) => {
      const supabase = await getSupabase()
      const patch: { muted?: boolean; archived?: boolean } = {}
      if (input.muted !== undefined) patch.muted = input.muted
      if (input.archived !== undefined) patch.archived = input.archived
      const { error } = await supabase
        .from('conversation_members')
        .update(patch)
        .eq('conversation_id', input.conversationId)
        .eq('user_id', userId)
      if (error) throw toAppError(error)
    },
    onMutate: ({ conversationId, muted, archived }) => {
      patchConversation(qc, conversationId, {
        ...(muted !== undefined && { muted }),
        ...(archived !== undefined && { archived }),
      })
      // Said at once, as the list already shows it.
      if (archived !== undefined)
        void notify(archived ? t('Conversation archived') : t('Moved back to your inbox'), 'success')
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.lists() }),
        qc.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }),
      ]),
    meta: { errorToast: t('Could not change the conversation') },
  })
}

/** Group settings: rename or change the photo, add or remove members, leave. */
export function useGroupAction() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (
      action:
        | { type: 'update'; conversationId: string; title?: string; photoUrl?: string }
        | { type: 'add'; conversationId: string; memberIds: string[] }
        | { type: 'remove'; conversationId: string; memberId: string },
    ) => {
      const supabase = await getSupabase()
      const { error } =
        action.type === 'update'
          ? await supabase.rpc('update_conversation', {
              conversation_id: action.conversationId,
              title: action.title,
              photo_url: action.photoUrl,
            })
          : action.type === 'add'
            ? await supabase.rpc('add_conversation_members', {
                conversation_id: action.conversationId,
                member_ids: action.memberIds,
              })
            : await supabase.rpc('remove_conversation_member', {
                conversation_id: action.conversationId,
                member_id: action.memberId,
              })
      if (error) throw toAppError(error)
    },
    onSuccess: (_d, action) => {
      if (action.type === 'update' && action.title !== undefined) void notify(t('Group renamed'), 'success')
    },
    // The group settings dialog shows the error inline.
    meta: { errorToast: false },
    onSettled: (_d, _e, action) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.conversation(action.conversationId) }),
        qc.invalidateQueries({ queryKey: messageKeys.lists() }),
      ]),
  })
}

/** Block or unblock a member (the database then refuses messages either way). */
export function useBlockMember(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    /** `name`: whom a block is announced for ("You blocked …"). */
    mutationFn: async ({ memberId, block }: { memberId: string; block: boolean; name?: string }) => {
      const supabase = await getSupabase()
      const { error } = block
        ? await supabase.from('user_blocks').insert({ blocker_id: userId, blocked_id: memberId })
        : await supabase.from('user_blocks').delete().eq('blocker_id', userId).eq('blocked_id', memberId)
      if (error) throw toAppError(error)
    },
    onSuccess: (_d, { block, name }) => {
      if (block && name) void notify(t('You blocked {name}', { name }), 'success')
    },
    onSettled: (_d, _e, { memberId }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.blocked(userId) }),
        qc.invalidateQueries({ queryKey: messageKeys.refusal(memberId) }),
      ]),
    meta: { errorToast: t('Could not change the block') },
  })
}

export function useReportConversation(userId: string) {
  return useMutation({
    mutationFn: async (input: { conversationId: string; messageId?: string; reason: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('message_reports').insert({
        reporter_id: userId,
        conversation_id: input.conversationId,
        message_id: input.messageId ?? null,
        reason: input.reason,
      })
      if (error) throw toAppError(error)
    },
    onSuccess: () => void notify(t('Thanks — our moderators will review it'), 'success'),
    meta: { errorToast: t('Your report was not sent') },
  })
}
