import { Fragment, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { parseRichText } from '@/lib/rich-text'

/** A body with @mentions linking to profiles, #hashtags to their search, and plain links. */
export function RichText({ body, className }: { body: string; className?: string }) {
  const segments = useMemo(() => parseRichText(body), [body])
  return (
    <p className={className}>
      {segments.map((s, i) => {
        if (s.kind === 'text') return <Fragment key={i}>{s.text}</Fragment>
        if (s.kind === 'mention')
          return (
            <Link key={i} to={paths.profile(s.userId)} className="font-medium text-primary hover:underline">
              @{s.name}
            </Link>
          )
        if (s.kind === 'hashtag')
          return (
            <Link key={i} to={paths.hashtag(s.tag)} className="font-medium text-primary hover:underline">
              #{s.tag}
            </Link>
          )
        return (
          <a
            key={i}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline break-all"
          >
            {s.href.replace(/^https?:\/\//, '')}
          </a>
        )
      })}
    </p>
  )
}
