import { Button, type ButtonProps } from '@/components/ui/button'

/** A button that asks the browser's confirm dialog first and acts only on OK. */
export function ConfirmButton({
  confirm,
  onConfirm,
  ...props
}: Omit<ButtonProps, 'onClick'> & { confirm: string; onConfirm: () => void }) {
  return <Button {...props} onClick={() => window.confirm(confirm) && onConfirm()} />
}
