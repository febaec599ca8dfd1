import { PageHeader } from '@/components/shared/page-header'
import { PasswordChange, TwoStepVerification } from '@/features/settings/account-security'
import { usePageTitle } from '@/hooks/use-page-title'

/** Password and two-step verification; the Account section of /settings mounts the same components. */
export default function AccountSecurityPage() {
  usePageTitle('Sign-in and security')
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader title="Sign-in and security" description="Your password and two-step verification." />
      <TwoStepVerification />
      <PasswordChange />
    </div>
  )
}
