import * as Menu from '@radix-ui/react-dropdown-menu'
import { Flag, Link2, Pencil, Trash2 } from 'lucide-react'
import { PostMenuButton, type PostMenuActions } from './post-menu-button'
import { t } from '@/lib/i18n'

const item =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-background'

export default function PostMenuPopup({ isOwn, onEdit, onDelete, onReport, onCopyLink }: PostMenuActions) {
  return (
    <Menu.Root defaultOpen modal={false}>
      <Menu.Trigger asChild>
        <PostMenuButton />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-48 rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          <Menu.Item className={item} onSelect={onCopyLink}>
            <Link2 className="size-4" aria-hidden="true" /> {t('Copy link')}
          </Menu.Item>
          {isOwn ? (
            <>
              <Menu.Item className={item} onSelect={onEdit}>
                <Pencil className="size-4" aria-hidden="true" /> {t('Edit post')}
              </Menu.Item>
              <Menu.Item className={`${item} text-danger`} onSelect={onDelete}>
                <Trash2 className="size-4" aria-hidden="true" /> {t('Delete post')}
              </Menu.Item>
            </>
          ) : (
            <Menu.Item className={item} onSelect={onReport}>
              <Flag className="size-4" aria-hidden="true" /> {t('Report post')}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
