import * as Menu from '@radix-ui/react-dropdown-menu'
import { Archive, ArchiveRestore, Ban, Bell, BellOff, Flag, MoreVertical, Settings2, UserCheck } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { MenuPopup, menuItemClass as item } from '@/components/shared/menu-popup'
import { paths } from '@/config/paths'
import { useBlockMember, useSetMembership } from '@/data/messages/message-mutations'
import type { Conversation, ConversationMember } from '@/data/messages/message-types'
import { GroupSettingsDialog } from './group-settings-dialog'
import { ReportDialog } from './report-dialog'
import { t } from '@/lib/i18n'

/** Mute, archive, block or unblock, report, and group settings, from the thread's header. */
export function ThreadMenu({
  conversation,
  me,
  other,
  isBlocked,
}: {
  conversation: Conversation
  me: string
  other?: ConversationMember
  isBlocked: boolean
}) {
  const navigate = useNavigate()
  const membership = useSetMembership(me)
  const block = useBlockMember(me)
  const [dialog, setDialog] = useState<'report' | 'group' | null>(null)
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={t('Conversation actions')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-background"
        >
          <MoreVertical className="size-5" aria-hidden="true" />
        </Menu.Trigger>
        <MenuPopup className="z-40 min-w-52 rounded-lg p-1">
          {conversation.kind === 'group' && (
            <Menu.Item className={item} onSelect={() => setDialog('group')}>
              <Settings2 className="size-4" aria-hidden="true" /> {t('Group settings')}
            </Menu.Item>
          )}
          <Menu.Item
            className={item}
            onSelect={() => membership.mutate({ conversationId: conversation.id, muted: !conversation.muted })}
          >
            {conversation.muted ? (
              <>
                <Bell className="size-4" aria-hidden="true" /> {t('Unmute')}
              </>
            ) : (
              <>
                <BellOff className="size-4" aria-hidden="true" /> {t('Mute')}
              </>
            )}
          </Menu.Item>
          <Menu.Item
            className={item}
            onSelect={() => {
              membership.mutate({ conversationId: conversation.id, archived: !conversation.archived })
              if (!conversation.archived) navigate(paths.messages)
            }}
          >
            {conversation.archived ? (
              <>
                <ArchiveRestore className="size-4" aria-hidden="true" /> {t('Move to inbox')}
              </>
            ) : (
              <>
                <Archive className="size-4" aria-hidden="true" /> {t('Archive')}
              </>
            )}
          </Menu.Item>
          {other &&
            (isBlocked ? (
              <Menu.Item className={item} onSelect={() => block.mutate({ memberId: other.id, block: false })}>
                <UserCheck className="size-4" aria-hidden="true" /> {t('Unblock {name}', { name: other.name })}
              </Menu.Item>
            ) : (
              <Menu.Item
                className={`${item} text-danger`}
                onSelect={() => {
                  if (
                    window.confirm(
                      t('Block {name}? Neither of you will be able to message the other.', { name: other.name }),
                    )
                  )
                    block.mutate({ memberId: other.id, block: true, name: other.name })
                }}
              >
                <Ban className="size-4" aria-hidden="true" /> {t('Block {name}', { name: other.name })}
              </Menu.Item>
            ))}
          <Menu.Item className={`${item} text-danger`} onSelect={() => setDialog('report')}>
            <Flag className="size-4" aria-hidden="true" /> {t('Report')}
          </Menu.Item>
        </MenuPopup>
      </Menu.Root>
      {dialog === 'report' && <ReportDialog conversationId={conversation.id} me={me} onClose={() => setDialog(null)} />}
      {dialog === 'group' && (
        <GroupSettingsDialog conversation={conversation} me={me} onClose={() => setDialog(null)} />
      )}
    </>
  )
}
