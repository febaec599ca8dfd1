import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { accountDeletionQueryOptions, useCancelAccountDeletion } from '@/data/settings/account-deletion-query'
import { useAuth } from '@/data/auth/auth-context'
import { t } from '@/lib/i18n'

/** On every page while the member's account is waiting to be deleted, with the way out. */
export function DeletionBanner() {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const { data } = useQuery({ ...accountDeletionQueryOptions(userId), enabled: !!user })
  const cancel = useCancelAccountDeletion(userId)
  if (!data) return null
  const day = new Date(data.purge_after).toLocaleDateString(undefined, { dateStyle: 'long' })
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-danger-soft px-4 py-2 text-sm text-danger"
    >
      <span>
        {t('Your account will be deleted on {day}.', { day })}{' '}
        <Link to={paths.settingsSection('data')} className="underline">
          {t('Details')}
        </Link>
      </span>
      <button
        type="button"
        className="min-h-11 rounded-lg px-3 font-semibold underline disabled:opacity-60"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {t('Cancel deletion')}
      </button>
    </div>
  )
}
