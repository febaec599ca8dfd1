import type { Conversation, ConversationMember, Message } from '@/data/messages/message-types'
import { intlLocale, t } from '@/lib/i18n'

/** The other members (everyone but the caller). */
export const othersOf = (c: Pick<Conversation, 'members'>, me: string) => c.members.filter((m) => m.id !== me)

/** A group's title, else the other member's name, else the members' first names. */
export function conversationName(c: Pick<Conversation, 'kind' | 'title' | 'members'>, me: string): string {
  if (c.title) return c.title
  const others = othersOf(c, me)
  if (c.kind === 'direct') return others[0]?.name ?? t('Former member')
  if (others.length === 0) return t('Just you')
  const names = others.map((m) => m.name.split(' ')[0])
  return names.length <= 3
    ? names.join(', ')
    : t('{names} and {count} more', { names: names.slice(0, 3).join(', '), count: names.length - 3 })
}

export interface DayGroup {
  day: string
  runs: Array<{ senderId: string; messages: Message[] }>
}

/** Oldest first, split by local day, then into consecutive runs by the same sender (within 5 minutes). */
export function groupMessages(newestFirst: Message[]): DayGroup[] {
  const days: DayGroup[] = []
  const oldestFirst = [...newestFirst].reverse()
  for (const m of oldestFirst) {
    const day = dayKey(m.created_at)
    let group = days.at(-1)
    if (!group || group.day !== day) {
      group = { day, runs: [] }
      days.push(group)
    }
    const run = group.runs.at(-1)
    const previous = run?.messages.at(-1)
    if (
      run &&
      previous &&
      run.senderId === m.sender_id &&
      Date.parse(m.created_at) - Date.parse(previous.created_at) < 5 * 60_000
    ) {
      run.messages.push(m)
    } else {
      group.runs.push({ senderId: m.sender_id, messages: [m] })
    }
  }
  return days
}

const pad = (n: number) => String(n).padStart(2, '0')
export function dayKey(iso: string): string {
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** "Today", "Yesterday", "Monday 3 March" or with the year when it is not this year. */
export function dayLabel(day: string, now = new Date()): string {
  const today = dayKey(now.toISOString())
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000).toISOString())
  if (day === today) return t('Today')
  if (day === yesterday) return t('Yesterday')
  const [y, m, d] = day.split('-').map(Number)
  const date = new Date(y, m - 1, d)
  return date.toLocaleDateString(intlLocale() ?? 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(y !== now.getFullYear() && { year: 'numeric' }),
  })
}

export const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString(intlLocale() ?? 'en-GB', { hour: '2-digit', minute: '2-digit' })

/**
 * Who has read the caller's latest own message, as "Seen" (direct) or "Seen by Ana, Ben" (group);
 * null when it is not the newest message or nobody has read it yet.
 */
export function seenLabel(
  newestFirst: Message[],
  members: ConversationMember[],
  me: string,
  kind: Conversation['kind'],
): { messageId: string; label: string } | null {
  const latest = newestFirst.find((m) => !m.pending)
  if (!latest || latest.sender_id !== me) return null
  const sentAt = Date.parse(latest.created_at)
  const readers = members.filter((m) => m.id !== me && Date.parse(m.last_read_at) >= sentAt)
  if (!readers.length) return null
  if (kind === 'direct') return { messageId: latest.id, label: t('Seen') }
  const others = members.filter((m) => m.id !== me)
  return {
    messageId: latest.id,
    label:
      readers.length === others.length
        ? t('Seen by everyone')
        : t('Seen by {names}', { names: readers.map((r) => r.name.split(' ')[0]).join(', ') }),
  }
}

/** "Ana is typing…", "Ana and Ben are typing…", "Several people are typing…". */
export function typingSentence(names: string[]): string | null {
  const first = names.map((n) => n.split(' ')[0])
  if (first.length === 0) return null
  if (first.length === 1) return t('{name} is typing…', { name: first[0] })
  if (first.length === 2) return t('{first} and {second} are typing…', { first: first[0], second: first[1] })
  return t('Several people are typing…')
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return t('{size} B', { size: bytes })
  if (bytes < 1024 * 1024) return t('{size} KB', { size: Math.round(bytes / 1024) })
  return t('{size} MB', {
    size: (bytes / 1024 / 1024).toLocaleString(intlLocale() ?? 'en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
  })
}

/** What the list shows under a conversation's name. */
export function previewLine(c: Conversation, me: string): string {
  if (!c.last_message_preview) return c.kind === 'group' ? t('Group created') : t('No messages yet')
  if (c.last_sender_id === me) return t('You: {message}', { message: c.last_message_preview })
  if (c.kind === 'group') {
    const sender = c.members.find((m) => m.id === c.last_sender_id)
    if (sender) return t('{name}: {message}', { name: sender.name.split(' ')[0], message: c.last_message_preview })
  }
  return c.last_message_preview
}
