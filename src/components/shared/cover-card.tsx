import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { CoverBanner } from './cover-banner'

/** How far the avatar rises into the banner, with the padding that goes with its size. */
const AVATAR_SIZES = {
  medium: { body: 'px-4 pb-4', row: '-mt-8 flex flex-wrap items-end justify-between gap-3' },
  large: { body: 'px-4 pb-4 sm:px-6', row: '-mt-12 flex items-end justify-between gap-3 sm:-mt-16' },
} as const

/** The top card of a profile or community: cover banner, the avatar overlapping it, the actions beside it. */
export function CoverCard({
  cover,
  gradient,
  avatar,
  avatarSize,
  actions,
  children,
}: {
  cover: string | null
  gradient: string
  avatar: ReactNode
  avatarSize: keyof typeof AVATAR_SIZES
  actions: ReactNode
  children: ReactNode
}) {
  const size = AVATAR_SIZES[avatarSize]
  return (
    <Card className="overflow-hidden">
      <CoverBanner src={cover} gradient={gradient} />
      <div className={size.body}>
        <div className={size.row}>
          {avatar}
          {actions}
        </div>
        {children}
      </div>
    </Card>
  )
}
