import * as Dialog from '@radix-ui/react-dialog'
import { Briefcase, PenSquare, X } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useShellStore } from '@/features/shell/shell-store'
import { t } from '@/lib/i18n'

/** For non-students: choose between a post and an opportunity (SPEC §2). */
export default function CreateDialog() {
  const { createOpen, setCreateOpen } = useShellStore()
  const options = [
    {
      title: t('Post on Home'),
      text: t('Share text and images with your network'),
      to: paths.createPost(),
      icon: PenSquare,
    },
    {
      title: t('Post an Opportunity'),
      text: t('Create an internship, job, hackathon, scholarship, etc.'),
      to: paths.createOpportunity,
      icon: Briefcase,
    },
  ]
  return (
    <Dialog.Root open={createOpen} onOpenChange={setCreateOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 rounded-[var(--radius-card)] bg-surface p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t('Create')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('Close')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-background"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('Choose what to create')}</Dialog.Description>
          <div className="space-y-2">
            {options.map(({ title, text, to, icon: Icon }) => (
              <Link
                key={title}
                to={to}
                className="flex items-start gap-3 rounded-lg border border-border p-3 hover:border-primary hover:bg-primary-soft"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-medium">{title}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </Link>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
