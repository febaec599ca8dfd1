import { CreateChoices } from '@/components/shared/create-choices'
import { Dialog } from '@/components/ui/dialog'
import { t } from '@/lib/i18n'

/** 'Create' on the dashboard: a post for everyone, an opportunity for non-students only. */
export default function CreateSheet({
  open,
  onOpenChange,
  canPostOpportunity,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  canPostOpportunity: boolean
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('Create')} description={t('Choose what to create')}>
      <CreateChoices canPostOpportunity={canPostOpportunity} />
    </Dialog>
  )
}
