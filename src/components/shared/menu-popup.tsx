import * as Menu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The classes of one row in a MenuPopup: a 44 px tap target with its icon. */
export const menuItemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-background'

/**
 * A dropdown menu's panel (Radix), right-aligned under its trigger.
 * `className` sets the layer, width, corners and padding: the panel itself sets none of them.
 */
export function MenuPopup({
  sideOffset = 4,
  className,
  children,
}: {
  sideOffset?: number
  className?: string
  children: ReactNode
}) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={sideOffset}
        className={cn('border border-border bg-surface shadow-lg', className)}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  )
}
