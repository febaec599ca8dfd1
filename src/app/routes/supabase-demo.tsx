import { useMember } from '@/data/auth/auth-context'
import { SupabaseDemoScreen } from '@/features/diagnostics/supabase-demo-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /supabase-demo: live reads against the backend, as the member. */
export default function SupabaseDemoPage() {
  usePageTitle('Supabase demo')
  const user = useMember()
  return <SupabaseDemoScreen userId={user.id} />
}
