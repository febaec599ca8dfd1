import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { RelativeTime } from '@/components/shared/relative-time'
import { paths } from '@/config/paths'
import type { AuthoredPost } from '@/data/posts/feed-query'
import { plainText } from '@/lib/rich-text'
import { compactCount } from '@/lib/relative-time'
import { engagementRate, sortPosts, type SortDir, type SortKey } from './author.utils'
import { msg, t } from '@/lib/i18n'

const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: 'created_at', label: msg('Posted') },
  { key: 'view_count', label: msg('Views') },
  { key: 'like_count', label: msg('Likes') },
  { key: 'comment_count', label: msg('Comments') },
  { key: 'repost_count', label: msg('Reposts') },
  { key: 'engagement', label: msg('Engagement') },
]

const title = (p: AuthoredPost) =>
  plainText(p.body).slice(0, 90) ||
  (p.repost_of
    ? t('Repost')
    : p.media.length
      ? t('{count, plural, one {# image} other {# images}}', { count: p.media.length })
      : t('Post'))

/** Every post of the member with its numbers; any column sorts, both ways. */
export function AuthorTable({ posts }: { posts: AuthoredPost[] }) {
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'created_at', dir: 'desc' })
  const rows = sortPosts(posts, sort.key, sort.dir)
  const toggle = (key: SortKey) => setSort((s) => ({ key, dir: s.key === key && s.dir === 'desc' ? 'asc' : 'desc' }))
  const value = (p: AuthoredPost, key: SortKey) =>
    key === 'engagement' ? (
      `${engagementRate(p)}%`
    ) : key === 'created_at' ? (
      <RelativeTime iso={p.created_at} />
    ) : (
      compactCount(p[key])
    )

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('Post')}
            </th>
            {COLUMNS.map((c) => {
              const active = sort.key === c.key
              const Icon = !active ? ArrowUpDown : sort.dir === 'desc' ? ArrowDown : ArrowUp
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'desc' ? 'descending' : 'ascending') : 'none'}
                  className="py-2 text-right font-medium"
                >
                  <button
                    type="button"
                    onClick={() => toggle(c.key)}
                    className="inline-flex min-h-11 items-center gap-1 rounded px-2 hover:bg-background hover:text-foreground"
                  >
                    {t(c.label)}
                    <Icon className="size-3.5" aria-hidden="true" />
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="max-w-72 py-3 pr-3 font-normal">
                <Link to={paths.post(p.id)} className="line-clamp-2 hover:underline" title={title(p)}>
                  {title(p)}
                </Link>
                {p.visibility === 'associates' && <span className="text-xs text-muted">{t('Associates only')}</span>}
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="px-2 py-3 text-right tabular-nums">
                  {value(p, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
