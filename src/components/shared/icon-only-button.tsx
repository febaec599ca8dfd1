import type { LucideIcon } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'

/** A 44 px button showing only a small icon; `label` is its accessible name. Ghost unless `variant` says otherwise. */
export function IconOnlyButton({
  icon: Icon,
  label,
  variant = 'ghost',
  ...props
}: Omit<ButtonProps, 'size' | 'children' | 'aria-label'> & { icon: LucideIcon; label: string }) {
  return (
    <Button size="icon" variant={variant} aria-label={label} {...props}>
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  )
}
