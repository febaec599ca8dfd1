import * as Dialog from '@radix-ui/react-dialog'
import { CreateChoices } from '@/components/shared/create-choices'
import { DialogCloseButton } from '@/components/ui/dialog'
import { useShellStore } from '@/features/shell/shell-store'
import { t } from '@/lib/i18n'

/** For non-students: choose between a post and an opportunity (SPEC §2). */
export default function CreateDialog() {
  const { createOpen, setCreateOpen } = useShellStore()
  return (
    <Dialog.Root open={createOpen} onOpenChange={setCreateOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 rounded-[var(--radius-card)] bg-surface p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t('Create')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{t('Choose what to create')}</Dialog.Description>
          <CreateChoices canPostOpportunity />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
