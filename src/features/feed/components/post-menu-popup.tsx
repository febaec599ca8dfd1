import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { Bookmark, BookmarkCheck, Flag, Link2, Pencil, Trash2 } from 'lucide-react'
import { MenuPopup, menuItemClass as item } from '@/components/shared/menu-popup'
import { bookmarkQueryOptions, useToggleBookmark } from '@/data/posts/post-bookmarks'
import { PostMenuButton, type PostMenuActions } from './post-menu-button'
import { t } from '@/lib/i18n'

export default function PostMenuPopup({
  postId,
  userId,
  isOwn,
  onEdit,
  onDelete,
  onReport,
  onCopyLink,
}: PostMenuActions) {
  const saved = useQuery(bookmarkQueryOptions(userId, postId))
  const toggle = useToggleBookmark(userId)
  return (
    <Menu.Root defaultOpen modal={false}>
      <Menu.Trigger asChild>
        <PostMenuButton />
      </Menu.Trigger>
      <MenuPopup className="z-40 min-w-48 rounded-lg p-1">
        <Menu.Item className={item} onSelect={onCopyLink}>
          <Link2 className="size-4" aria-hidden="true" /> {t('Copy link')}
        </Menu.Item>
        <Menu.Item
          className={item}
          disabled={!saved.isSuccess || toggle.isPending}
          onSelect={() => saved.isSuccess && toggle.mutate({ postId, save: !saved.data })}
        >
          {saved.data ? (
            <>
              <BookmarkCheck className="size-4" aria-hidden="true" /> {t('Remove from saved')}
            </>
          ) : (
            <>
              <Bookmark className="size-4" aria-hidden="true" /> {t('Save post')}
            </>
          )}
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
      </MenuPopup>
    </Menu.Root>
  )
}
