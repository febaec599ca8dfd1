import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen'

/** /reset-password: the target of the password-reset email (see ResetPasswordScreen). */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />
}
