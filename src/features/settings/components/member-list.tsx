import { Link } from 'react-router-dom'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

interface ListedMember {
  id: string
  name: string
  headline: string | null
  profile_photo_url: string | null
}

/** Members with one action each (Unblock, Unmute): photo, name to their profile, headline. */
export function MemberList<M extends ListedMember>({
  members,
  action,
  onAction,
}: {
  members: M[]
  action: string
  onAction: (member: M) => void
}) {
  return (
    <ul className="divide-y divide-border">
      {members.map((m) => (
        <li key={m.id} className="flex items-center gap-3 py-3">
          <Avatar name={m.name} src={m.profile_photo_url} />
          <div className="min-w-0 flex-1">
            <Link to={paths.profile(m.id)} className="font-medium hover:underline">
              {m.name}
            </Link>
            {m.headline && <p className="truncate text-sm text-muted">{m.headline}</p>}
          </div>
          <Button variant="secondary" size="sm" onClick={() => onAction(m)}>
            {action}
            <span className="sr-only"> {m.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
